// The site's business constants (limits, lockout, rate limits, lengths), in one place. Import them; never repeat the numbers.

export const LOGIN_MAX_FAILED_ATTEMPTS = 5;
export const LOGIN_LOCK_MS = 300_000;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DASHBOARD_RECENT_ITEMS = 5;
export const TESTIMONIAL_ROTATION_MS = 5000;
export const ENROLLMENT_SUCCESS_CLOSE_MS = 2000;
export const FORM_MESSAGE_DISMISS_MS = 5000;
export const NEWSLETTER_ADMIN_SUCCESS_FADE_MS = 3000;
export const NEWSLETTER_ADMIN_ERROR_FADE_MS = 5000;
export const BLOG_MODAL_CLOSE_DELAY_MS = 300;
export const CONSULTATION_COUNTERS = [
  { value: 500, label: "Professionals" },
  { value: 1100, label: "Clients" },
  { value: 25, label: "Cities" },
] as const;
export const COUNTER_DURATION_MS = 2000;
export const NAVBAR_SHADOW_THRESHOLD_PX = 50;
export const SCROLL_TO_TOP_DELAY_MS = 50;
export const PRODUCT_GRID_MIN_CARD_WIDTH_PX = 300;
export const MODAL_MOBILE_BREAKPOINT_PX = 768;
export const MODAL_MAX_WIDTH_PX = 980;
export const SIDEBAR_WIDTH_PX = 250;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
export const CAROUSEL_CARD_GAP_PX = 32;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
export const DISPLAY_ORDER_MIN = 0;
export const BLOG_DEFAULT_READ_TIME = "5 min read";
export const DEFAULT_COURSE_LANGUAGE = "Hindi & English";
export const YEARS_OF_EXPERIENCE = 18;
export const COPYRIGHT_YEAR = 2025;

export const COURSE_DEFAULTS = {
  level: "Level 1",
  course_type: "Basic Course",
  mode: "In-Person",
  language: DEFAULT_COURSE_LANGUAGE,
  is_active: true,
  is_featured: false,
  display_order: 0,
} as const;

export const BLOG_DEFAULTS = {
  category: "Vastu",
  read_time: BLOG_DEFAULT_READ_TIME,
  status: "draft",
} as const;

export const GALLERY_DEFAULT_CATEGORY = "courses";
export const NEWSLETTER_DEFAULT_SOURCE = "footer";
export const NEWSLETTER_SOURCE_FALLBACK_LABEL = "website";
/** A subscriber's source as the admin list and the export show it: 'website' when none was recorded. */
export const subscriberSourceLabel = (source: string | null | undefined): string =>
  source?.trim() || NEWSLETTER_SOURCE_FALLBACK_LABEL;
/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRM_VALID_DAYS = 7;
/** A pending address is sent another confirmation mail at most this often, however often the form is sent. */
export const NEWSLETTER_CONFIRM_RESEND_MINUTES = 10;
export const CONSULTATION_DEFAULT_SERVICE_LABEL = "General Consultation";
export const ADMIN_NAME_FALLBACK = "Admin";
/**
 * The footer's top courses, by slug, in the order of the catalogue's `footer.topCourses` names. Each links to its
 * course page while that course is active, else to /courses.
 */
export const FOOTER_TOP_COURSE_SLUGS = ["vastu-adhaar", "vastu-online-course"] as const;
/** The role the admin shows for a signed-in person whose stored admin object names none. */
export const ADMIN_DEFAULT_ROLE = "Administrator";
/** How long the one-time links mailed to staff work: an invitation, and a password reset. */
export const INVITATION_VALID_HOURS = 72;
export const RESET_VALID_MINUTES = 30;

/** Browser storage keys named by the spec. */
export const ADMIN_TOKEN_KEY = "adminToken";
export const ADMIN_USER_KEY = "adminUser";

/** Limits the spec leaves open: generous for real content, small enough to refuse abuse. */
export const MAX_SHORT_TEXT = 200;
/** A phone number with country code, spaces and an extension fits easily. */
export const MAX_PHONE = 40;
export const MAX_MEDIUM_TEXT = 2000;
export const MAX_LONG_TEXT = 20_000;
export const MAX_HTML_TEXT = 200_000;
export const MAX_URL = 2048;
export const MAX_LIST_ITEMS = 100;
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 500;
/**
 * Admin lists count matching rows exactly up to this many; above it, meta.total is the database's estimate and
 * meta.total_is_estimate is true (the admin shows "about N").
 */
export const EXACT_COUNT_LIMIT = 1000;

/** Consultation slots are set, shown and mailed in India's time (no daylight saving: always +05:30). */
export const BOOKING_TIMEZONE = "Asia/Kolkata";
export const IST_OFFSET_MINUTES = 330;
/** The longest session or slot step owners may set. */
export const MAX_BOOKING_MINUTES = 8 * 60;
/** How far ahead owners may open bookings at most. */
export const MAX_BOOKING_DAYS_AHEAD = 365;
/** One slots or agenda query covers at most this many days. */
export const MAX_SLOT_QUERY_DAYS = 93;
/** The public picker's server-rendered first look: this many days with free slots. */
export const PICKER_DAYS = 14;
/** The one currency of fees: amounts are whole paise. */
export const CURRENCY = "INR";
/** How long a new enrolment's seat is held while the person pays (SEAT_HOLD_SECONDS overrides it). */
export const SEAT_HOLD_SECONDS_DEFAULT = 900;
/**
 * How long a seat offered by mail to the first person on a waiting list is held for them: long enough to read a
 * mail the same day, short enough that the next person still has time before the batch starts.
 */
export const WAITLIST_OFFER_HOURS = 24;
/** The hold-expiry job looks for due holds this often, so a hold expires within 30 s of its time. */
export const HOLD_EXPIRY_EVERY_SECONDS = 10;
/** At most this many seats in one batch: more is a typing slip, not a class. */
export const MAX_BATCH_SEATS = 10_000;
/** The fee's upper bound in paise (₹1 crore): the column is a 32-bit integer. */
export const MAX_FEE_PAISE = 1_000_000_000;
