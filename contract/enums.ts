// Lists of allowed values (categories, levels, modes, statuses, service types). The database checks the same lists.

export const BLOG_CATEGORIES = ["Vastu", "Aroma Vastu", "Numerology", "Lifestyle"] as const;
export const BLOG_STATUSES = ["draft", "published", "archived"] as const;
export const GALLERY_CATEGORIES = ["courses", "events", "projects", "campus", "other"] as const;
export const COURSE_LEVELS = [
  "Level 1",
  "Level 2",
  "Level 3",
  "Beginner",
  "Intermediate",
  "Advanced",
] as const;
export const COURSE_MODES = ["In-Person", "Online", "Hybrid", "Residential"] as const;
export const INQUIRY_STATUSES = ["new", "in_progress", "resolved", "closed"] as const;
export const INQUIRY_TYPES = ["course", "general"] as const;
export const CONSULTATION_STATUSES = ["new", "contacted", "scheduled", "completed", "cancelled"] as const;
export const CONSULTATION_SERVICE_TYPES = [
  "land_selection",
  "construction",
  "interiors",
  "vastu_audit",
  "numerology",
  "geobiology",
  "other",
] as const;
/** Where a consultation happens: a video call, the academy's office, or the client's site (their `location`). */
export const MEETING_PLACES = ["online", "office", "site"] as const;
export type MeetingPlace = (typeof MEETING_PLACES)[number];
/** What staff record after a booked session: it took place, or the client did not come. */
export const BOOKING_OUTCOMES = ["completed", "no_show"] as const;
export type BookingOutcome = (typeof BOOKING_OUTCOMES)[number];
/** The keys of the weekly hours, Monday first as in India. */
export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** `pending` until the person confirms by the link mailed to them; only `active` subscribers get newsletters. */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export const NEWSLETTER_SOURCES = ["footer", "blog", "website"] as const;
export const UPLOAD_FOLDERS = ["courses", "blogs", "products", "gallery", "testimonials"] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseMode = (typeof COURSE_MODES)[number];
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export type ConsultationServiceType = (typeof CONSULTATION_SERVICE_TYPES)[number];
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const MAIL_STATES = ["queued", "sending", "sent", "failed", "held"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const CAMPAIGN_STATES = ["draft", "sending", "paused", "sent"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** The resources whose delete moves a row to the trash. */
export const TRASHABLE_RESOURCES = [
  "courses",
  "blogs",
  "products",
  "gallery",
  "testimonials",
  "inquiries",
  "consultations",
] as const;
export type TrashableResource = (typeof TRASHABLE_RESOURCES)[number];

/** What a lead is: an enquiry (contact form or enrolment modal), a consultation request, or (later) an enrolment. */
export const LEAD_KINDS = ["inquiry", "consultation", "enrolment"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** Every status of every kind of lead is one of these; the statuses themselves stay as the spec names them. */
export const LEAD_STATUS_TYPES = ["open", "won", "lost"] as const;
export type LeadStatusType = (typeof LEAD_STATUS_TYPES)[number];
/** What staff did about a lead. */
export const LEAD_OUTCOMES = ["call", "whatsapp", "email", "visit", "note"] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];
/** The kinds of entry on a lead's timeline. */
export const LEAD_EVENTS = ["status", "outcome", "whatsapp_opened", "assigned", "follow_up"] as const;
export type LeadEvent = (typeof LEAD_EVENTS)[number];
/**
 * A batch's status as the API reports it. Staff set `open` or `closed`, and cancel a batch by its own action; `full`
 * is never stored: it is an open batch with no seat left.
 */
export const BATCH_STATUSES = ["open", "full", "closed", "cancelled"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** The statuses staff may give a batch in its form. */
export const BATCH_STAFF_STATUSES = ["open", "closed"] as const;

/**
 * An enrolment's statuses. `held`: a seat kept while the person pays (or answers a waiting-list offer), always with
 * an expiry; `pending_verification`: a UPI reference sent, staff check it; `paid`; `confirmed`: no fee, paid at the
 * academy, or confirmed by staff; `waitlisted`: on the batch's waiting list.
 */
export const ENROLMENT_STATUSES = [
  "held",
  "pending_verification",
  "paid",
  "confirmed",
  "expired",
  "cancelled",
  "refunded",
  "waitlisted",
] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** The statuses that take one of the batch's seats: never more of them than `seats_total`. */
export const SEAT_TAKING_STATUSES = [
  "held",
  "pending_verification",
  "paid",
  "confirmed",
] as const satisfies readonly EnrolmentStatus[];
export const takesSeat = (status: string): boolean =>
  (SEAT_TAKING_STATUSES as readonly string[]).includes(status);
