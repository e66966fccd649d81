// The whole database. The rules the spec states live here too, so no client can bypass them:
// unique slugs, one subscriber per address (ignoring case), enum and range checks, cascading children.
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Translations } from "#contract/translations";

/** Binary content; both drivers hand it back as bytes (pg a Buffer, PGlite a Uint8Array), read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

function oneOf(column: string, values: readonly string[]): SQL {
  return sql.raw(`"${column}" in (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);
}

// Kept literal (not imported from contract/) so that a migration always matches the code that generated it.
const BLOG_CATEGORIES = ["Vastu", "Aroma Vastu", "Numerology", "Lifestyle"];
const BLOG_STATUSES = ["draft", "published", "archived"];
const GALLERY_CATEGORIES = ["courses", "events", "projects", "campus", "other"];
const COURSE_LEVELS = ["Level 1", "Level 2", "Level 3", "Beginner", "Intermediate", "Advanced"];
const COURSE_MODES = ["In-Person", "Online", "Hybrid", "Residential"];
const INQUIRY_STATUSES = ["new", "in_progress", "resolved", "closed"];
const INQUIRY_TYPES = ["course", "general"];
const CONSULTATION_STATUSES = ["new", "contacted", "scheduled", "completed", "cancelled"];
const SERVICE_TYPES = [
  "land_selection",
  "construction",
  "interiors",
  "vastu_audit",
  "numerology",
  "geobiology",
  "other",
];
const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"];
const LIST_ITEM_KINDS = ["highlight", "requirement", "outcome"];

const STAFF_ROLES = ["owner", "editor", "front_desk"];
const STAFF_TOKEN_PURPOSES = ["invitation", "password_reset"];

export const adminUsers = pgTable(
  "admin_users",
  {
    admin_id: serial("admin_id").primaryKey(),
    username: text("username").notNull().unique(),
    /** Null while an invited person has not yet set a password: nothing can sign in with it. */
    password_hash: text("password_hash"),
    full_name: text("full_name"),
    email: text("email"),
    role: text("role").notNull(),
    /** A deactivated account cannot sign in and its sessions are refused; it is kept for the record. */
    is_active: boolean("is_active").notNull().default(true),
    /** The TOTP secret, encrypted with a key derived from APP_SECRET; set once enrolment is confirmed. */
    totp_secret: text("totp_secret"),
    /** A secret shown for enrolment but not yet confirmed with a code. */
    totp_pending_secret: text("totp_pending_secret"),
    /** The last TOTP time step accepted, so that one code cannot be used twice. */
    totp_last_step: integer("totp_last_step"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  () => [check("admin_users_role_check", oneOf("role", STAFF_ROLES))],
);

/** One-time links mailed to staff: set a first password (invitation) or a new one (reset). Only the hash is kept. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    token_id: serial("token_id").primaryKey(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    created_at: createdAt(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("staff_tokens_purpose_check", oneOf("purpose", STAFF_TOKEN_PURPOSES)),
    index("staff_tokens_admin_idx").on(t.admin_id, t.purpose),
  ],
);

/**
 * Who wrote a row first and last, and whether it is in the trash (server/trash/): a deleted row keeps its data
 * for 30 days with deleted_at set, hidden from every reader, then is purged. Admins are never deleted (only
 * deactivated); "set null" keeps the row should one be removed by hand.
 */
const authorship = () => ({
  created_by: integer("created_by").references(() => adminUsers.admin_id, { onDelete: "set null" }),
  updated_by: integer("updated_by").references(() => adminUsers.admin_id, { onDelete: "set null" }),
  deleted_at: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
  deleted_by: integer("deleted_by").references(() => adminUsers.admin_id, { onDelete: "set null" }),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    session_id: serial("session_id").primaryKey(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    created_at: createdAt(),
    expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    user_agent: text("user_agent"),
    address: text("address"),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.admin_id)],
);

/**
 * Consecutive failed logins per username (lower-cased) from one client address, whether or not such an admin
 * exists: a stranger elsewhere cannot lock a person out.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    username: text("username").notNull(),
    address: text("address").notNull().default(""),
    failed_attempts: integer("failed_attempts").notNull().default(0),
    locked_until: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    check("login_throttles_failed_attempts_check", sql`${t.failed_attempts} >= 0`),
  ],
);

/** Failed logins per username across every address, and when the next attempt from an unknown browser may come. */
export const loginDelays = pgTable("login_delays", {
  username: text("username").primaryKey(),
  failures: integer("failures").notNull().default(0),
  next_attempt_at: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }),
  updated_at: updatedAt(),
});

/** Browsers an admin has signed in on: a random device cookie, stored hashed. */
export const adminDevices = pgTable(
  "admin_devices",
  {
    device_hash: text("device_hash").notNull(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
    created_at: createdAt(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.device_hash, t.admin_id] })],
);

/** The second step of a sign-in with two-factor: issued after the password, good for a few minutes and tries. */
export const loginChallenges = pgTable("login_challenges", {
  challenge_hash: text("challenge_hash").primaryKey(),
  admin_id: integer("admin_id")
    .notNull()
    .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
  /** Whether the browser that passed the password step was already known, carried to the session it opens. */
  known_device: boolean("known_device").notNull().default(false),
  attempts: integer("attempts").notNull().default(0),
  expires_at: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** One-time recovery codes for two-factor sign-in, stored hashed. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    code_id: serial("code_id").primaryKey(),
    admin_id: integer("admin_id")
      .notNull()
      .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("admin_recovery_codes_code_idx").on(t.admin_id, t.code_hash)],
);

/** Sign-in rules an owner sets for everyone; a single row (id 1) until the site settings hold them. */
export const authSettings = pgTable(
  "auth_settings",
  {
    id: integer("id").primaryKey(),
    require_two_factor: boolean("require_two_factor").notNull().default(false),
    updated_at: updatedAt(),
  },
  (t) => [check("auth_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * The Hindi versions of a row's visitor-facing text fields, `{ hi: { field: value } }`; `{}` when it has none.
 * Checked by the contract's schemas on every write (contract/translations.ts).
 */
const translations = () => jsonb("translations").$type<Translations>().notNull().default({});

export const courseCategories = pgTable("course_categories", {
  category_id: serial("category_id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  display_order: integer("display_order").notNull().default(0),
});

export const courses = pgTable(
  "courses",
  {
    course_id: serial("course_id").primaryKey(),
    course_slug: text("course_slug").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description").notNull(),
    overview: text("overview"),
    level: text("level").notNull().default("Level 1"),
    course_type: text("course_type").notNull().default("Basic Course"),
    price: text("price").notNull(),
    duration: text("duration"),
    mode: text("mode").notNull().default("In-Person"),
    language: text("language").notNull().default("Hindi & English"),
    image_url: text("image_url"),
    poster_image_url: text("poster_image_url"),
    video_url: text("video_url"),
    video_urls: jsonb("video_urls").$type<string[]>().notNull().default([]),
    instructor_name: text("instructor_name"),
    instructor_bio: text("instructor_bio"),
    instructor_image: text("instructor_image"),
    category_id: integer("category_id").references(() => courseCategories.category_id, {
      onDelete: "set null",
    }),
    is_active: boolean("is_active").notNull().default(true),
    is_featured: boolean("is_featured").notNull().default(false),
    display_order: integer("display_order").notNull().default(0),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
  },
  (t) => [
    check("courses_level_check", oneOf("level", COURSE_LEVELS)),
    check("courses_mode_check", oneOf("mode", COURSE_MODES)),
    check("courses_display_order_check", sql`${t.display_order} >= 0`),
    index("courses_visibility_idx").on(t.is_active, t.is_featured, t.display_order),
    index("courses_category_idx").on(t.category_id),
    // A trashed course does not hold its slug: a new course may take it, and restoring the old one then fails.
    uniqueIndex("courses_course_slug_live_idx").on(t.course_slug).where(sql`${t.deleted_at} is null`),
  ],
);

export const courseListItems = pgTable(
  "course_list_items",
  {
    item_id: serial("item_id").primaryKey(),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.course_id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    item_text: text("item_text").notNull(),
    display_order: integer("display_order").notNull(),
  },
  (t) => [
    check("course_list_items_kind_check", oneOf("kind", LIST_ITEM_KINDS)),
    check("course_list_items_display_order_check", sql`${t.display_order} >= 0`),
    index("course_list_items_course_idx").on(t.course_id, t.kind, t.display_order),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    module_id: serial("module_id").primaryKey(),
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.course_id, { onDelete: "cascade" }),
    module_name: text("module_name").notNull(),
    display_order: integer("display_order").notNull(),
    translations: translations(),
  },
  (t) => [
    check("course_modules_display_order_check", sql`${t.display_order} >= 0`),
    index("course_modules_course_idx").on(t.course_id, t.display_order),
  ],
);

export const courseTopics = pgTable(
  "course_topics",
  {
    topic_id: serial("topic_id").primaryKey(),
    module_id: integer("module_id")
      .notNull()
      .references(() => courseModules.module_id, { onDelete: "cascade" }),
    topic_name: text("topic_name").notNull(),
    display_order: integer("display_order").notNull(),
    translations: translations(),
  },
  (t) => [
    check("course_topics_display_order_check", sql`${t.display_order} >= 0`),
    index("course_topics_module_idx").on(t.module_id, t.display_order),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    testimonial_id: serial("testimonial_id").primaryKey(),
    name: text("name").notNull(),
    position: text("position"),
    company: text("company"),
    testimonial_text: text("testimonial_text").notNull(),
    rating: integer("rating").notNull().default(5),
    avatar_url: text("avatar_url"),
    is_featured: boolean("is_featured").notNull().default(false),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
  },
  (t) => [
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    check("testimonials_display_order_check", sql`${t.display_order} >= 0`),
    index("testimonials_visibility_idx").on(t.is_active, t.is_featured, t.display_order),
  ],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    image_id: serial("image_id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    image_url: text("image_url").notNull(),
    category: text("category").notNull().default("courses"),
    display_order: integer("display_order").notNull().default(0),
    is_active: boolean("is_active").notNull().default(true),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
  },
  (t) => [
    check("gallery_images_category_check", oneOf("category", GALLERY_CATEGORIES)),
    check("gallery_images_display_order_check", sql`${t.display_order} >= 0`),
    index("gallery_images_visibility_idx").on(t.is_active, t.category, t.display_order),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    post_id: serial("post_id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    author: text("author").notNull(),
    published_date: date("published_date", { mode: "string" }),
    category: text("category").notNull().default("Vastu"),
    image: text("image"),
    read_time: text("read_time").notNull().default("5 min read"),
    status: text("status").notNull().default("draft"),
    is_featured: boolean("is_featured").notNull().default(false),
    views: integer("views").notNull().default(0),
    hindi_only: boolean("hindi_only").notNull().default(false),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
  },
  (t) => [
    check("blog_posts_category_check", oneOf("category", BLOG_CATEGORIES)),
    check("blog_posts_status_check", oneOf("status", BLOG_STATUSES)),
    check("blog_posts_views_check", sql`${t.views} >= 0`),
    index("blog_posts_listing_idx").on(t.status, t.category, t.published_date),
    uniqueIndex("blog_posts_slug_live_idx").on(t.slug).where(sql`${t.deleted_at} is null`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category"),
    image: text("image"),
    modal_image: text("modal_image"),
    short_desc: text("short_desc"),
    full_desc: text("full_desc"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
  },
  (t) => [
    index("products_created_idx").on(t.created_at),
    index("products_order_idx").on(t.display_order, t.created_at),
    check("products_display_order_check", sql`${t.display_order} >= 0`),
  ],
);

/**
 * Where the visit that sent a public form came from (contract/schemas/attribution.ts): the first page of the visit
 * decides. Null when unknown.
 */
export const attribution = () => ({
  utm_source: text("utm_source"),
  utm_medium: text("utm_medium"),
  utm_campaign: text("utm_campaign"),
  referrer: text("referrer"),
  landing_page: text("landing_page"),
});

/**
 * What makes an enquiry, a consultation request (and later an enrolment) a lead the front desk follows up
 * (server/features/leads/): who owns it, when to call back, when staff first answered it, and why it was lost. The
 * spec's status columns are untouched; whether a status is open, won or lost is contract/leads.ts's mapping.
 */
const leadColumns = () => ({
  assignee_id: integer("assignee_id").references(() => adminUsers.admin_id, { onDelete: "set null" }),
  next_follow_up_at: timestamp("next_follow_up_at", { withTimezone: true, mode: "date" }),
  first_response_at: timestamp("first_response_at", { withTimezone: true, mode: "date" }),
  lost_reason_id: integer("lost_reason_id").references(() => leadLostReasons.reason_id, {
    onDelete: "set null",
  }),
});

/**
 * The Today queue's reads (server/features/leads/today): open leads by their next follow-up, and new leads nobody
 * answered yet by age, both over the rows out of the trash, so 100,000 leads cost what the few due ones cost. The
 * dashboard's per-person counts read the assignee index.
 */
function leadIndexes(
  table: string,
  t: {
    status: PgColumn;
    deleted_at: PgColumn;
    next_follow_up_at: PgColumn;
    created_at: PgColumn;
    assignee_id: PgColumn;
  },
  openStatuses: string[],
) {
  return [
    index(`${table}_follow_up_idx`)
      .on(t.next_follow_up_at)
      .where(
        sql`${t.deleted_at} is null and ${t.next_follow_up_at} is not null and ${oneOf("status", openStatuses)}`,
      ),
    index(`${table}_unanswered_idx`)
      .on(t.created_at)
      .where(sql`${t.deleted_at} is null and ${t.next_follow_up_at} is null and "status" = 'new'`),
    index(`${table}_assignee_idx`).on(t.assignee_id, t.status).where(sql`${t.deleted_at} is null`),
  ];
}

/** The reasons staff give for a lost lead: a list owners edit; a reason in use is retired, not deleted. */
export const leadLostReasons = pgTable(
  "lead_lost_reasons",
  {
    reason_id: serial("reason_id").primaryKey(),
    label: text("label").notNull(),
    is_active: boolean("is_active").notNull().default(true),
    display_order: integer("display_order").notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("lead_lost_reasons_label_idx").on(sql`lower(${t.label})`)],
);

export const inquiries = pgTable(
  "inquiries",
  {
    inquiry_id: serial("inquiry_id").primaryKey(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject"),
    message: text("message").notNull().default(""),
    inquiry_type: text("inquiry_type").notNull().default("general"),
    status: text("status").notNull().default("new"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
    ...leadColumns(),
    ...attribution(),
  },
  (t) => [
    check("inquiries_type_check", oneOf("inquiry_type", INQUIRY_TYPES)),
    check("inquiries_status_check", oneOf("status", INQUIRY_STATUSES)),
    // The admin list's order (created_at, id), with and without a status, over the rows out of the trash: a page
    // deep into the list reads the ids it skips from here alone (an index-only scan; resource-service.ts list).
    index("inquiries_live_status_created_idx")
      .on(t.status, t.created_at, t.inquiry_id)
      .where(sql`${t.deleted_at} is null`),
    index("inquiries_live_created_idx").on(t.created_at, t.inquiry_id).where(sql`${t.deleted_at} is null`),
    ...leadIndexes("inquiries", t, ["new", "in_progress"]),
  ],
);

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    request_id: serial("request_id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service_type: text("service_type"),
    preferred_date: date("preferred_date", { mode: "string" }),
    location: text("location"),
    message: text("message").notNull(),
    admin_notes: text("admin_notes"),
    status: text("status").notNull().default("new"),
    /** A booked request's time, as its agenda range holds it (written with it, in one transaction). */
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    ...authorship(),
    ...leadColumns(),
    ...attribution(),
  },
  (t) => [
    check("consultation_requests_status_check", oneOf("status", CONSULTATION_STATUSES)),
    check(
      "consultation_requests_service_type_check",
      sql`${t.service_type} is null or ${oneOf("service_type", SERVICE_TYPES)}`,
    ),
    // As the inquiries': the list's order over the rows out of the trash.
    index("consultation_requests_live_status_created_idx")
      .on(t.status, t.created_at, t.request_id)
      .where(sql`${t.deleted_at} is null`),
    index("consultation_requests_live_created_idx")
      .on(t.created_at, t.request_id)
      .where(sql`${t.deleted_at} is null`),
    ...leadIndexes("consultation_requests", t, ["new", "contacted"]),
  ],
);

const MEETING_PLACES = ["online", "office", "site"];
const AGENDA_KINDS = ["booking", "block"];
const BOOKING_OUTCOMES = ["completed", "no_show"];
const RELEASE_REASONS = ["cancelled", "hold_expired", "deleted"];

/** The owners' booking settings (contract AvailabilitySchema), one row; no row means nothing is bookable online. */
export const bookingAvailability = pgTable(
  "booking_availability",
  {
    availability_id: integer("availability_id").primaryKey().default(1),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [check("booking_availability_one_row", sql`${t.availability_id} = 1`)],
);

/**
 * Every stretch of the consultation calendar that is taken: a booking (one per consultation request) or time staff
 * blocked. One exclusion constraint over these rows (added by hand at the end of the migration, with btree_gist)
 * refuses any two live ranges that overlap, so no check-then-write can double-book. `occupied_until` is the end
 * plus the buffer kept after it. A released range (cancelled, hold expired) stays for the record but takes no time.
 */
export const agendaRanges = pgTable(
  "agenda_ranges",
  {
    range_id: serial("range_id").primaryKey(),
    /** One calendar today; the constraint compares it (with btree_gist) so that more consultants can have theirs. */
    calendar: text("calendar").notNull().default("academy"),
    kind: text("kind").notNull(),
    request_id: integer("request_id")
      .unique()
      .references(() => consultationRequests.request_id, { onDelete: "cascade" }),
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    occupied_until: timestamp("occupied_until", { withTimezone: true, mode: "date" }).notNull(),
    note: text("note"),
    service_type: text("service_type"),
    where: text("where"),
    fee_paise: integer("fee_paise").notNull().default(0),
    currency: text("currency").notNull().default("INR"),
    /** A paid session's slot is held until then; the expiry job releases it unless paid_at is set by then. */
    hold_expires_at: timestamp("hold_expires_at", { withTimezone: true, mode: "date" }),
    paid_at: timestamp("paid_at", { withTimezone: true, mode: "date" }),
    released_at: timestamp("released_at", { withTimezone: true, mode: "date" }),
    release_reason: text("release_reason"),
    /** The invitation's SEQUENCE: 0 when booked, one more at each move or cancel. */
    sequence: integer("sequence").notNull().default(0),
    /** Secret per booking from which its visitor link's token is derived (with APP_SECRET); null for blocks. */
    token_nonce: text("token_nonce"),
    locale: text("locale").notNull().default("en"),
    /** When the current time was taken (booked or moved): a reminder already due then is not sent. */
    booked_at: timestamp("booked_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    outcome: text("outcome"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("agenda_ranges_kind_check", oneOf("kind", AGENDA_KINDS)),
    check(
      "agenda_ranges_order_check",
      sql`${t.starts_at} < ${t.ends_at} and ${t.ends_at} <= ${t.occupied_until}`,
    ),
    check("agenda_ranges_request_check", sql`(${t.kind} = 'booking') = (${t.request_id} is not null)`),
    check("agenda_ranges_where_check", sql`${t.where} is null or ${oneOf("where", MEETING_PLACES)}`),
    check("agenda_ranges_outcome_check", sql`${t.outcome} is null or ${oneOf("outcome", BOOKING_OUTCOMES)}`),
    check(
      "agenda_ranges_release_check",
      sql`${t.release_reason} is null or ${oneOf("release_reason", RELEASE_REASONS)}`,
    ),
    check("agenda_ranges_fee_check", sql`${t.fee_paise} >= 0`),
    index("agenda_ranges_live_starts_idx").on(t.starts_at).where(sql`${t.released_at} is null`),
    index("agenda_ranges_holds_idx")
      .on(t.hold_expires_at)
      .where(sql`${t.released_at} is null and ${t.paid_at} is null and ${t.hold_expires_at} is not null`),
  ],
);

/** One row per reminder sent: the unique key makes it once, however many servers run the job at once. */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    reminder_id: serial("reminder_id").primaryKey(),
    request_id: integer("request_id")
      .notNull()
      .references(() => consultationRequests.request_id, { onDelete: "cascade" }),
    minutes_before: integer("minutes_before").notNull(),
    /** The start it reminds of: a moved booking's new time gets its own reminders. */
    starts_at: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [uniqueIndex("booking_reminders_once").on(t.request_id, t.minutes_before, t.starts_at)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    subscriber_id: serial("subscriber_id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    status: text("status").notNull().default("active"),
    source: text("source").notNull().default("footer"),
    subscribed_at: timestamp("subscribed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
    // The consent record: the words the person agreed to on the form (`source`), and when they confirmed them by
    // the mailed link. Rows from before double opt-in, and rows staff import, have no confirmation to show.
    consent_text: text("consent_text"),
    consented_at: timestamp("consented_at", { withTimezone: true, mode: "date" }),
    /** When the last confirmation mail was queued: another is queued at most every few minutes. */
    confirmation_sent_at: timestamp("confirmation_sent_at", { withTimezone: true, mode: "date" }),
    ...attribution(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    check("newsletter_subscribers_status_check", oneOf("status", SUBSCRIBER_STATUSES)),
    index("newsletter_subscribers_status_idx").on(t.status, t.subscribed_at, t.subscriber_id),
    index("newsletter_subscribers_subscribed_idx").on(t.subscribed_at, t.subscriber_id),
  ],
);

/**
 * One row per day of automatic backups, claimed by the app server that makes it: several servers sharing one
 * PostgreSQL make one backup a day between them. Not part of a backup itself (it describes this installation).
 */
export const backupRuns = pgTable("backup_runs", {
  runDay: date("run_day", { mode: "string" }).primaryKey(),
  server: text("server").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  fileName: text("file_name"),
});

/**
 * Each copy of a backup sent to the offsite bucket (BACKUP_S3_BUCKET), and each attempt that failed (`error`, no
 * `object_key`): the admin's Backups screen shows the newest copy and a failure since. Not part of a backup itself
 * (it describes this installation).
 */
export const offsiteUploads = pgTable(
  "offsite_uploads",
  {
    upload_id: serial("upload_id").primaryKey(),
    file_name: text("file_name").notNull(),
    object_key: text("object_key"),
    size: bigint("size", { mode: "number" }),
    error: text("error"),
    started_at: timestamp("started_at", { withTimezone: true, mode: "date" }).notNull(),
    finished_at: timestamp("finished_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("offsite_uploads_finished_idx").on(t.finished_at)],
);

/**
 * The mail outbox: every mail is a row written in the transaction of the event that causes it, so a rolled-back
 * save queues nothing, and a worker sends the rows (server/mail/). `sending` rows carry a lease: a worker that
 * dies holding them lets them go back to the queue when `locked_until` passes.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    mail_id: serial("mail_id").primaryKey(),
    kind: text("kind").notNull(),
    state: text("state").notNull().default("queued"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers: Reply-To, List-Unsubscribe, List-Unsubscribe-Post... */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    locked_by: text("locked_by"),
    locked_until: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    /** The SMTP server's answer to the last failed attempt, or why the mail is held. */
    last_error: text("last_error"),
    created_at: createdAt(),
    sent_at: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("mail_outbox_state_check", oneOf("state", ["queued", "sending", "sent", "failed", "held"])),
    check("mail_outbox_attempts_check", sql`${t.attempts} >= 0`),
    // The worker's claim: due queued rows, and sending rows whose lease ran out.
    index("mail_outbox_due_idx")
      .on(t.next_attempt_at, t.mail_id)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index("mail_outbox_state_created_idx").on(t.state, t.created_at),
  ],
);

/**
 * Files a mail carries (a receipt, a certificate, a calendar invitation), written with their mail in the same
 * transaction and sent with it. Kept apart from mail_outbox so that claiming a batch of mail never reads them.
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    attachment_id: serial("attachment_id").primaryKey(),
    mail_id: integer("mail_id")
      .notNull()
      .references(() => mailOutbox.mail_id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    /** The full MIME type, parameters included: "text/calendar; method=REQUEST; charset=utf-8". */
    content_type: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (t) => [index("mail_attachments_mail_idx").on(t.mail_id, t.attachment_id)],
);

/**
 * Dated runs of a course (server/features/batches/). `status` is what staff decide (open, closed, cancelled); a
 * batch is "full" only as the API reports it, from the seat-taking enrolments, which are never more than
 * `seats_total` (server/features/enrolments/seats.ts, and the trigger at the end of the batches migration). Money
 * in paise; dates are IST calendar dates.
 */
export const batches = pgTable(
  "batches",
  {
    batch_id: serial("batch_id").primaryKey(),
    // A course is trashed, not deleted, while it has rows that matter; purging it takes its batches with it.
    course_id: integer("course_id")
      .notNull()
      .references(() => courses.course_id, { onDelete: "cascade" }),
    starts_on: date("starts_on", { mode: "string" }).notNull(),
    ends_on: date("ends_on", { mode: "string" }).notNull(),
    /** The timetable in words: "Sat–Sun, 10:00–17:00". */
    schedule: text("schedule").notNull().default(""),
    mode: text("mode").notNull().default("In-Person"),
    /** Where it is taught; null for an online batch. */
    venue: text("venue"),
    language: text("language").notNull().default("Hindi & English"),
    seats_total: integer("seats_total").notNull(),
    fee_paise: integer("fee_paise").notNull(),
    early_fee_paise: integer("early_fee_paise"),
    /** The last IST date the early-bird fee applies. */
    early_fee_until: date("early_fee_until", { mode: "string" }),
    /** The last IST date to enrol; without one, enrolment closes when the batch starts. */
    enrol_by: date("enrol_by", { mode: "string" }),
    currency: text("currency").notNull().default("INR"),
    /** The fee is paid at the academy: an enrolment is confirmed at once, with no hold to pay within. */
    pay_at_academy: boolean("pay_at_academy").notNull().default(false),
    is_published: boolean("is_published").notNull().default(true),
    /** A full batch takes people onto a waiting list instead of refusing them. */
    waitlist: boolean("waitlist").notNull().default(false),
    status: text("status").notNull().default("open"),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    translations: translations(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("batches_status_check", oneOf("status", ["open", "closed", "cancelled"])),
    check("batches_mode_check", oneOf("mode", COURSE_MODES)),
    check("batches_currency_check", sql`${t.currency} = 'INR'`),
    check("batches_dates_check", sql`${t.ends_on} >= ${t.starts_on}`),
    check("batches_seats_check", sql`${t.seats_total} > 0`),
    check("batches_fee_check", sql`${t.fee_paise} >= 0`),
    check(
      "batches_early_fee_check",
      sql`(${t.early_fee_paise} is null) = (${t.early_fee_until} is null) and (${t.early_fee_paise} is null or (${t.early_fee_paise} >= 0 and ${t.early_fee_paise} <= ${t.fee_paise}))`,
    ),
    index("batches_course_starts_idx").on(t.course_id, t.starts_on, t.batch_id),
    index("batches_starts_idx").on(t.starts_on, t.batch_id),
  ],
);

/** The statuses of an enrolment that take one of its batch's seats. */
const SEAT_TAKING_STATUSES = ["held", "pending_verification", "paid", "confirmed"];
const ENROLMENT_STATUSES = [...SEAT_TAKING_STATUSES, "expired", "cancelled", "refunded", "waitlisted"];

/**
 * A person's place in a batch (server/features/enrolments/). A `held` seat always has `hold_expires_at`, and the
 * hold-expiry job moves it to `expired` within 30 s of that time. The person reaches their enrolment through a
 * private link whose token is stored only as its SHA-256. The money columns are the fees branch's: what the
 * enrolment costs (the fee, or the early-bird fee, when it was made), what was paid, and Razorpay's references.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    enrolment_id: serial("enrolment_id").primaryKey(),
    batch_id: integer("batch_id")
      .notNull()
      .references(() => batches.batch_id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    status: text("status").notNull(),
    amount_paise: integer("amount_paise").notNull(),
    amount_paid_paise: integer("amount_paid_paise").notNull().default(0),
    currency: text("currency").notNull().default("INR"),
    hold_expires_at: timestamp("hold_expires_at", { withTimezone: true, mode: "date" }),
    /** Money came in for a seat that could not be given (a payment after the hold expired, in a full batch). */
    refund_due: boolean("refund_due").notNull().default(false),
    razorpay_order_id: text("razorpay_order_id").unique(),
    razorpay_payment_id: text("razorpay_payment_id").unique(),
    /** The language of the page it was made from: its mails are written in it. */
    locale: text("locale").notNull().default("en"),
    token_hash: text("token_hash").notNull().unique(),
    /** Staff's own notes on the roster. */
    notes: text("notes"),
    /** Where it stands on the waiting list: the oldest is offered the next free seat. */
    waitlisted_at: timestamp("waitlisted_at", { withTimezone: true, mode: "date" }),
    /** When a freed seat was offered to this person from the waiting list. */
    offered_at: timestamp("offered_at", { withTimezone: true, mode: "date" }),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true, mode: "date" }),
    completed_at: timestamp("completed_at", { withTimezone: true, mode: "date" }),
    /** What the buyer asked the receipt to name (all optional); copied onto the receipt when it is numbered. */
    billing_name: text("billing_name"),
    billing_address: text("billing_address"),
    billing_state_code: text("billing_state_code"),
    billing_gstin: text("billing_gstin"),
    /** The hold-ending reminder went: set by the one UPDATE that claims it, so it goes once. */
    hold_reminded_at: timestamp("hold_reminded_at", { withTimezone: true, mode: "date" }),
    ...attribution(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("enrolments_status_check", oneOf("status", ENROLMENT_STATUSES)),
    check("enrolments_currency_check", sql`${t.currency} = 'INR'`),
    check("enrolments_amounts_check", sql`${t.amount_paise} >= 0 and ${t.amount_paid_paise} >= 0`),
    check("enrolments_locale_check", oneOf("locale", ["en", "hi"])),
    // A held seat is kept for a while, never for ever: the expiry job needs a time to give it back.
    check("enrolments_hold_expiry_check", sql`${t.status} <> 'held' or ${t.hold_expires_at} is not null`),
    // One live enrolment per person and batch, so that a double click or a repeat does not take two seats.
    uniqueIndex("enrolments_batch_email_live_idx")
      .on(t.batch_id, sql`lower(${t.email})`)
      .where(sql`${oneOf("status", [...SEAT_TAKING_STATUSES, "waitlisted"])}`),
    index("enrolments_batch_status_idx").on(t.batch_id, t.status, t.enrolment_id),
    index("enrolments_held_expiry_idx").on(t.hold_expires_at).where(sql`${t.status} = 'held'`),
    index("enrolments_waitlist_idx")
      .on(t.batch_id, t.waitlisted_at, t.enrolment_id)
      .where(sql`${t.status} = 'waitlisted'`),
    index("enrolments_created_idx").on(t.created_at, t.enrolment_id),
  ],
);

/**
 * A certificate of completion, one per enrolment. What it shows (name, course, dates) is copied when it is issued,
 * so that the public verification page always shows what the paper shows. `code` is the unguessable part of the
 * verification address; `number` is the printed serial.
 */
export const certificates = pgTable("certificates", {
  certificate_id: serial("certificate_id").primaryKey(),
  enrolment_id: integer("enrolment_id")
    .notNull()
    .unique()
    .references(() => enrolments.enrolment_id, { onDelete: "cascade" }),
  number: text("number").notNull().unique(),
  code: text("code").notNull().unique(),
  holder_name: text("holder_name").notNull(),
  course_title: text("course_title").notNull(),
  course_title_hi: text("course_title_hi"),
  starts_on: date("starts_on", { mode: "string" }).notNull(),
  ends_on: date("ends_on", { mode: "string" }).notNull(),
  issued_on: date("issued_on", { mode: "string" }).notNull(),
  revoked_at: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  revoked_reason: text("revoked_reason"),
  created_at: createdAt(),
});

const PAYMENT_METHODS = ["razorpay", "upi", "cash", "cheque", "bank_transfer"];
const PAYMENT_STATUSES = ["created", "authorized", "captured", "failed", "refunded"];
const REFUND_STATUSES = ["pending", "processed", "failed"];

/**
 * The payment ledger (server/payments/): one row per attempt to pay for an enrolment or a consultation booking.
 * A Razorpay order starts as a `created` row; each payment Razorpay reports fills it or adds a row. Money comes in
 * only through recordCapturedPayment (server/payments/ledger.ts), which moves a row to `captured` once: the unique
 * provider ids and the row lock make a replayed callback, webhook or reconcile find the row already captured.
 * Rows are never deleted (restrict): what was paid stays accounted for.
 */
export const payments = pgTable(
  "payments",
  {
    payment_id: serial("payment_id").primaryKey(),
    enrolment_id: integer("enrolment_id").references(() => enrolments.enrolment_id, { onDelete: "restrict" }),
    request_id: integer("request_id").references(() => consultationRequests.request_id, {
      onDelete: "restrict",
    }),
    method: text("method").notNull(),
    status: text("status").notNull(),
    amount_paise: integer("amount_paise").notNull(),
    /** What has been given back (processed refunds); `refunded` once it reaches the amount. */
    refunded_paise: integer("refunded_paise").notNull().default(0),
    currency: text("currency").notNull().default("INR"),
    razorpay_order_id: text("razorpay_order_id"),
    razorpay_payment_id: text("razorpay_payment_id").unique(),
    /** The 12-digit UPI transaction reference the person sent; staff find it on the bank statement. */
    utr: text("utr"),
    /** A manual payment's own reference: cheque number, bank transfer reference, cash receipt book number. */
    reference: text("reference"),
    /** Why Razorpay failed it, or why staff rejected a UPI reference. */
    failure_reason: text("failure_reason"),
    /** The member of staff who recorded (manual) or verified (UPI) it. */
    recorded_by: integer("recorded_by").references(() => adminUsers.admin_id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    captured_at: timestamp("captured_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("payments_owner_check", sql`num_nonnulls(${t.enrolment_id}, ${t.request_id}) = 1`),
    check("payments_method_check", oneOf("method", PAYMENT_METHODS)),
    check("payments_status_check", oneOf("status", PAYMENT_STATUSES)),
    check("payments_currency_check", sql`${t.currency} = 'INR'`),
    check(
      "payments_amounts_check",
      sql`${t.amount_paise} > 0 and ${t.refunded_paise} >= 0 and ${t.refunded_paise} <= ${t.amount_paise}`,
    ),
    // Razorpay's rows carry its order; a UPI row its UTR (12 digits); captured money has its time.
    check(
      "payments_razorpay_check",
      sql`(${t.method} = 'razorpay') = (${t.razorpay_order_id} is not null) and (${t.razorpay_payment_id} is null or ${t.method} = 'razorpay')`,
    ),
    check(
      "payments_utr_check",
      sql`(${t.method} = 'upi') = (${t.utr} is not null) and (${t.utr} is null or ${t.utr} ~ '^[0-9]{12}$')`,
    ),
    check(
      "payments_captured_check",
      sql`${t.status} not in ('captured', 'refunded') or ${t.captured_at} is not null`,
    ),
    check(
      "payments_refunded_check",
      sql`${t.status} <> 'refunded' or ${t.refunded_paise} = ${t.amount_paise}`,
    ),
    // One UTR pays once: a second person (or a second try) quoting it is refused while the first stands.
    uniqueIndex("payments_utr_live_idx").on(t.utr).where(sql`${t.status} <> 'failed'`),
    index("payments_enrolment_idx").on(t.enrolment_id, t.payment_id),
    index("payments_request_idx").on(t.request_id, t.payment_id),
    index("payments_order_idx").on(t.razorpay_order_id),
    index("payments_status_created_idx").on(t.status, t.created_at, t.payment_id),
    index("payments_captured_idx").on(t.captured_at, t.payment_id),
  ],
);

/**
 * Money given back. One live refund per enrolment (CONTRACT §7.2: a repeat answers the existing one); a Razorpay
 * refund carries the key sent as X-Refund-Idempotency, so a retry after a timeout refunds once at Razorpay too.
 * Manual refunds (UPI, cash) are recorded as `processed` by the member of staff who paid them out.
 */
export const refunds = pgTable(
  "refunds",
  {
    refund_id: serial("refund_id").primaryKey(),
    payment_id: integer("payment_id")
      .notNull()
      .references(() => payments.payment_id, { onDelete: "restrict" }),
    enrolment_id: integer("enrolment_id").references(() => enrolments.enrolment_id, { onDelete: "restrict" }),
    request_id: integer("request_id").references(() => consultationRequests.request_id, {
      onDelete: "restrict",
    }),
    amount_paise: integer("amount_paise").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    razorpay_refund_id: text("razorpay_refund_id").unique(),
    idempotency_key: text("idempotency_key").notNull().unique(),
    reason: text("reason"),
    /** A manual refund's reference (the UPI transfer's UTR, a cheque number). */
    reference: text("reference"),
    recorded_by: integer("recorded_by").references(() => adminUsers.admin_id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    processed_at: timestamp("processed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("refunds_amount_check", sql`${t.amount_paise} > 0`),
    check("refunds_method_check", oneOf("method", PAYMENT_METHODS)),
    check("refunds_status_check", oneOf("status", REFUND_STATUSES)),
    check("refunds_processed_check", sql`${t.status} <> 'processed' or ${t.processed_at} is not null`),
    check("refunds_owner_check", sql`num_nonnulls(${t.enrolment_id}, ${t.request_id}) <= 1`),
    uniqueIndex("refunds_enrolment_live_idx").on(t.enrolment_id).where(sql`${t.status} <> 'failed'`),
    uniqueIndex("refunds_request_live_idx").on(t.request_id).where(sql`${t.status} <> 'failed'`),
    index("refunds_payment_idx").on(t.payment_id),
    index("refunds_created_idx").on(t.created_at, t.refund_id),
  ],
);

/**
 * Razorpay webhook events already taken, by X-Razorpay-Event-Id: the insert of this row is in the transaction
 * that applies the event, so a retry (Razorpay repeats an event until it gets a 2xx) finds it and changes nothing.
 */
export const razorpayEvents = pgTable("razorpay_events", {
  event_id: text("event_id").primaryKey(),
  event: text("event").notNull(),
  razorpay_payment_id: text("razorpay_payment_id"),
  razorpay_order_id: text("razorpay_order_id"),
  received_at: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The gap-free receipt series, one row per prefix and financial year. A receipt takes the next serial with an
 * UPDATE of this row (a row lock held until its transaction ends), so two payments at once get consecutive
 * numbers and a rolled-back payment gives its number back.
 */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    prefix: text("prefix").notNull(),
    financial_year: text("financial_year").notNull(),
    last_serial: integer("last_serial").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.prefix, t.financial_year] }),
    check("receipt_counters_serial_check", sql`${t.last_serial} >= 0`),
  ],
);

/**
 * A numbered receipt or tax invoice, one per paid enrolment (or paid booking). What it prints is copied here when
 * it is numbered (the academy's details, the buyer's, the tax split from the settings of that day), so the PDF is
 * the same whenever it is downloaded again.
 */
export const receipts = pgTable(
  "receipts",
  {
    receipt_id: serial("receipt_id").primaryKey(),
    number: text("number").notNull().unique(),
    kind: text("kind").notNull(),
    financial_year: text("financial_year").notNull(),
    enrolment_id: integer("enrolment_id")
      .unique()
      .references(() => enrolments.enrolment_id, { onDelete: "restrict" }),
    request_id: integer("request_id")
      .unique()
      .references(() => consultationRequests.request_id, { onDelete: "restrict" }),
    issued_at: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull(),
    description: text("description").notNull(),
    total_paise: integer("total_paise").notNull(),
    taxable_paise: integer("taxable_paise").notNull(),
    cgst_paise: integer("cgst_paise").notNull().default(0),
    sgst_paise: integer("sgst_paise").notNull().default(0),
    igst_paise: integer("igst_paise").notNull().default(0),
    rate_bps: integer("rate_bps").notNull().default(0),
    sac: text("sac"),
    /** The place of supply (a state code); the academy's own state for a plain receipt. */
    place_of_supply: text("place_of_supply").notNull(),
    supplier_name: text("supplier_name").notNull(),
    supplier_address: text("supplier_address").notNull(),
    supplier_gstin: text("supplier_gstin"),
    supplier_state_code: text("supplier_state_code").notNull(),
    buyer_name: text("buyer_name").notNull(),
    buyer_address: text("buyer_address"),
    buyer_state_code: text("buyer_state_code"),
    buyer_gstin: text("buyer_gstin"),
    buyer_email: text("buyer_email"),
    buyer_phone: text("buyer_phone"),
    payment_method: text("payment_method").notNull(),
    payment_reference: text("payment_reference"),
    paid_at: timestamp("paid_at", { withTimezone: true, mode: "date" }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check("receipts_kind_check", oneOf("kind", ["receipt", "tax_invoice"])),
    check("receipts_owner_check", sql`num_nonnulls(${t.enrolment_id}, ${t.request_id}) = 1`),
    check(
      "receipts_amounts_check",
      sql`${t.taxable_paise} >= 0 and ${t.cgst_paise} >= 0 and ${t.sgst_paise} >= 0 and ${t.igst_paise} >= 0 and ${t.total_paise} = ${t.taxable_paise} + ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise}`,
    ),
    // A tax invoice names the supplier's GSTIN (Rule 46(a)); a plain receipt charges no tax.
    check(
      "receipts_tax_check",
      sql`(${t.kind} = 'tax_invoice' and ${t.supplier_gstin} is not null and ${t.sac} is not null) or (${t.kind} = 'receipt' and ${t.cgst_paise} + ${t.sgst_paise} + ${t.igst_paise} = 0)`,
    ),
    index("receipts_issued_idx").on(t.issued_at, t.receipt_id),
  ],
);

/**
 * Newsletter campaigns (server/features/campaigns/). A draft is edited; sending snapshots every active subscriber
 * into campaign_recipients, and the campaign runner moves each recipient from pending to queued in the same
 * transaction that writes its mail to mail_outbox, so a restart never queues anyone twice. `next_batch_at` paces
 * the batches (CAMPAIGN_RATE_PER_MINUTE) across every instance sharing the database.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    campaign_id: serial("campaign_id").primaryKey(),
    subject: text("subject").notNull(),
    body_html: text("body_html").notNull().default(""),
    state: text("state").notNull().default("draft"),
    recipient_count: integer("recipient_count").notNull().default(0),
    next_batch_at: timestamp("next_batch_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    started_at: timestamp("started_at", { withTimezone: true, mode: "date" }),
    finished_at: timestamp("finished_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    check("campaigns_state_check", oneOf("state", ["draft", "sending", "paused", "sent"])),
    index("campaigns_state_idx").on(t.state, t.next_batch_at),
    index("campaigns_created_idx").on(t.created_at),
  ],
);

/**
 * Who a campaign goes to, fixed when it is sent. No foreign key to the subscriber: the row is the record of what
 * was sent to that address, kept when the subscriber is deleted.
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    recipient_id: serial("recipient_id").primaryKey(),
    campaign_id: integer("campaign_id")
      .notNull()
      .references(() => campaigns.campaign_id, { onDelete: "cascade" }),
    subscriber_id: integer("subscriber_id").notNull(),
    email: text("email").notNull(),
    state: text("state").notNull().default("pending"),
    mail_id: integer("mail_id").references(() => mailOutbox.mail_id, { onDelete: "set null" }),
    queued_at: timestamp("queued_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("campaign_recipients_campaign_subscriber_idx").on(t.campaign_id, t.subscriber_id),
    check(
      "campaign_recipients_state_check",
      oneOf("state", ["pending", "queued", "sent", "failed", "unsubscribed"]),
    ),
    index("campaign_recipients_campaign_state_idx").on(t.campaign_id, t.state, t.recipient_id),
    index("campaign_recipients_mail_idx").on(t.mail_id),
  ],
);

/**
 * The site settings: one row (id 1) holding the whole object the settings screen edits, validated by the
 * contract's SiteSettingsSchema on every write. Seeded from SITE_* (or the samples) when absent.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey(),
    data: jsonb("data").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * Editable page texts, one row per block (home hero, about mission…). Staff edit `draft`; publishing copies it to
 * `published`, the only version visitors see. A block without a row shows its built-in text.
 */
export const pageTexts = pgTable("page_texts", {
  key: text("key").primaryKey(),
  draft: jsonb("draft").notNull(),
  published: jsonb("published").notNull(),
  updatedAt: updatedAt(),
  publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Who did what, when and from where (server/activity/): one row per staff change, sign-in and sign-out, written in
 * the transaction of the change it records. `changes` lists each field with its before and after; a long text is recorded as
 * changed, without its content, and secrets never. The admin's username is copied, so an entry still names its
 * author whatever happens to the account later. Kept for one year.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    activity_id: serial("activity_id").primaryKey(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    actor_id: integer("actor_id").references(() => adminUsers.admin_id, { onDelete: "set null" }),
    actor_username: text("actor_username").notNull(),
    client_address: text("client_address"),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    resource_id: integer("resource_id"),
    label: text("label"),
    changes: jsonb("changes").$type<{ field: string; before?: unknown; after?: unknown; changed?: true }[]>(),
  },
  (t) => [
    index("activity_log_at_idx").on(t.at, t.activity_id),
    index("activity_log_actor_idx").on(t.actor_id, t.at),
    index("activity_log_resource_idx").on(t.resource, t.resource_id, t.at),
  ],
);

/**
 * The rows the demo content loaded (server/seed/demo-content.ts), by table and id, so that "Remove demo content"
 * deletes exactly those and nothing staff created. A row deleted by other means simply matches nothing.
 */
export const demoRows = pgTable(
  "demo_rows",
  {
    table_name: text("table_name").notNull(),
    row_id: integer("row_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.table_name, t.row_id] })],
);

/**
 * Everything that happened to a lead, one row an event, keyed by (lead_kind, lead_id) so that any table of leads
 * (enquiries, consultation requests, enrolments) shares it: status changes (written by a trigger on each lead
 * table, so no path that changes a status can skip it), outcomes staff record (call, WhatsApp, e-mail, visit,
 * note), "WhatsApp opened", assignments and follow-ups set.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    event_id: serial("event_id").primaryKey(),
    lead_kind: text("lead_kind").notNull(),
    lead_id: integer("lead_id").notNull(),
    event: text("event").notNull(),
    outcome: text("outcome"),
    from_status: text("from_status"),
    to_status: text("to_status"),
    note: text("note"),
    next_follow_up_at: timestamp("next_follow_up_at", { withTimezone: true, mode: "date" }),
    assignee_id: integer("assignee_id").references(() => adminUsers.admin_id, { onDelete: "set null" }),
    actor_id: integer("actor_id").references(() => adminUsers.admin_id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [
    check("lead_events_kind_check", oneOf("lead_kind", ["inquiry", "consultation", "enrolment"])),
    check(
      "lead_events_event_check",
      oneOf("event", ["status", "outcome", "whatsapp_opened", "assigned", "follow_up"]),
    ),
    check(
      "lead_events_outcome_check",
      sql`${t.outcome} is null or ${oneOf("outcome", ["call", "whatsapp", "email", "visit", "note"])}`,
    ),
    index("lead_events_lead_idx").on(t.lead_kind, t.lead_id, t.created_at),
  ],
);

/**
 * The leads' settings, one row (id 1): the WhatsApp message owners write in English and Hindi, and where the
 * round robin stopped (the last person a new lead went to), locked by each new lead's transaction so that two leads
 * arriving at once on two servers go to two people in turn.
 */
export const leadSettings = pgTable(
  "lead_settings",
  {
    id: integer("id").primaryKey(),
    whatsapp_template_en: text("whatsapp_template_en"),
    whatsapp_template_hi: text("whatsapp_template_hi"),
    last_assignee_id: integer("last_assignee_id"),
    updated_at: updatedAt(),
  },
  (t) => [check("lead_settings_single_row", sql`${t.id} = 1`)],
);

/** The front-desk people who are "on": new leads go to them in turn. */
export const leadAssignees = pgTable("lead_assignees", {
  admin_id: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
  created_at: createdAt(),
});

/**
 * One row per person and IST day whose follow-up digest was queued: the server that inserts it mails it, so several
 * servers (or a restarted one) send each person one digest a day.
 */
export const leadDigests = pgTable(
  "lead_digests",
  {
    admin_id: integer("admin_id")
      .notNull()
      .references(() => adminUsers.admin_id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    lead_count: integer("lead_count").notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.admin_id, t.day] })],
);

/**
 * Counting visitors without cookies (server/features/visits/): the day's random salt, shared by every server so
 * that one visitor is one visitor whichever server answers. A salt is deleted after 2 days, and with it any way to
 * link a day's visitor ids to an address. Never backed up.
 */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The visitor ids (a hash of salt, address and user agent; never the address) seen today and yesterday per page
 * and source, so that a visitor counts once a day however many servers see them. Deleted with their day's salt.
 * Never backed up.
 */
export const visitSeen = pgTable(
  "visit_seen",
  {
    day: date("day", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    source: text("source").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.source, t.visitor] })],
);

/**
 * Daily totals of the public pages: views and unique visitors per page and source (utm_source, else the referring
 * host, else "direct"; "internal" for a page reached from another of ours). Page "*" is the whole site.
 */
export const visitDaily = pgTable(
  "visit_daily",
  {
    page: text("page").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.page, t.day, t.source] })],
);
