// The whole database. The rules the spec states live here too, so no client can bypass them:
// unique slugs, one subscriber per address (ignoring case), enum and range checks, cascading children.
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
const SUBSCRIBER_STATUSES = ["active", "unsubscribed"];
const LIST_ITEM_KINDS = ["highlight", "requirement", "outcome"];

export const adminUsers = pgTable("admin_users", {
  adminId: serial("admin_id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  fullName: text("full_name"),
  email: text("email"),
  role: text("role").notNull().default("Administrator"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    sessionId: serial("session_id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.adminId, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/** Consecutive failed logins per username (lower-cased), whether or not such an admin exists. */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    username: text("username").primaryKey(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("login_throttles_failed_attempts_check", sql`${t.failedAttempts} >= 0`)],
);

export const courseCategories = pgTable("course_categories", {
  categoryId: serial("category_id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  displayOrder: integer("display_order").notNull().default(0),
});

export const courses = pgTable(
  "courses",
  {
    courseId: serial("course_id").primaryKey(),
    courseSlug: text("course_slug").notNull().unique(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description").notNull(),
    overview: text("overview"),
    level: text("level").notNull().default("Level 1"),
    courseType: text("course_type").notNull().default("Basic Course"),
    price: text("price").notNull(),
    duration: text("duration"),
    mode: text("mode").notNull().default("In-Person"),
    language: text("language").notNull().default("Hindi & English"),
    imageUrl: text("image_url"),
    posterImageUrl: text("poster_image_url"),
    videoUrl: text("video_url"),
    videoUrls: jsonb("video_urls").$type<string[]>().notNull().default([]),
    instructorName: text("instructor_name"),
    instructorBio: text("instructor_bio"),
    instructorImage: text("instructor_image"),
    categoryId: integer("category_id").references(() => courseCategories.categoryId, {
      onDelete: "set null",
    }),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("courses_level_check", oneOf("level", COURSE_LEVELS)),
    check("courses_mode_check", oneOf("mode", COURSE_MODES)),
    check("courses_display_order_check", sql`${t.displayOrder} >= 0`),
    index("courses_visibility_idx").on(t.isActive, t.isFeatured, t.displayOrder),
    index("courses_category_idx").on(t.categoryId),
  ],
);

export const courseListItems = pgTable(
  "course_list_items",
  {
    itemId: serial("item_id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.courseId, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    itemText: text("item_text").notNull(),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [
    check("course_list_items_kind_check", oneOf("kind", LIST_ITEM_KINDS)),
    check("course_list_items_display_order_check", sql`${t.displayOrder} >= 0`),
    index("course_list_items_course_idx").on(t.courseId, t.kind, t.displayOrder),
  ],
);

export const courseModules = pgTable(
  "course_modules",
  {
    moduleId: serial("module_id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.courseId, { onDelete: "cascade" }),
    moduleName: text("module_name").notNull(),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [
    check("course_modules_display_order_check", sql`${t.displayOrder} >= 0`),
    index("course_modules_course_idx").on(t.courseId, t.displayOrder),
  ],
);

export const courseTopics = pgTable(
  "course_topics",
  {
    topicId: serial("topic_id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => courseModules.moduleId, { onDelete: "cascade" }),
    topicName: text("topic_name").notNull(),
    displayOrder: integer("display_order").notNull(),
  },
  (t) => [
    check("course_topics_display_order_check", sql`${t.displayOrder} >= 0`),
    index("course_topics_module_idx").on(t.moduleId, t.displayOrder),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    testimonialId: serial("testimonial_id").primaryKey(),
    name: text("name").notNull(),
    position: text("position"),
    company: text("company"),
    testimonialText: text("testimonial_text").notNull(),
    rating: integer("rating").notNull().default(5),
    avatarUrl: text("avatar_url"),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("testimonials_rating_check", sql`${t.rating} between 1 and 5`),
    check("testimonials_display_order_check", sql`${t.displayOrder} >= 0`),
    index("testimonials_visibility_idx").on(t.isActive, t.isFeatured, t.displayOrder),
  ],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    imageId: serial("image_id").primaryKey(),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url").notNull(),
    category: text("category").notNull().default("courses"),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("gallery_images_category_check", oneOf("category", GALLERY_CATEGORIES)),
    check("gallery_images_display_order_check", sql`${t.displayOrder} >= 0`),
    index("gallery_images_visibility_idx").on(t.isActive, t.category, t.displayOrder),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    postId: serial("post_id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    author: text("author").notNull(),
    publishedDate: date("published_date", { mode: "string" }),
    category: text("category").notNull().default("Vastu"),
    image: text("image"),
    readTime: text("read_time").notNull().default("5 min read"),
    status: text("status").notNull().default("draft"),
    isFeatured: boolean("is_featured").notNull().default(false),
    views: integer("views").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_posts_category_check", oneOf("category", BLOG_CATEGORIES)),
    check("blog_posts_status_check", oneOf("status", BLOG_STATUSES)),
    check("blog_posts_views_check", sql`${t.views} >= 0`),
    index("blog_posts_listing_idx").on(t.status, t.category, t.publishedDate),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category"),
    image: text("image"),
    modalImage: text("modal_image"),
    shortDesc: text("short_desc"),
    fullDesc: text("full_desc"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("products_created_idx").on(t.createdAt)],
);

export const inquiries = pgTable(
  "inquiries",
  {
    inquiryId: serial("inquiry_id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    subject: text("subject"),
    message: text("message").notNull().default(""),
    inquiryType: text("inquiry_type").notNull().default("general"),
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("inquiries_type_check", oneOf("inquiry_type", INQUIRY_TYPES)),
    check("inquiries_status_check", oneOf("status", INQUIRY_STATUSES)),
    index("inquiries_status_created_idx").on(t.status, t.createdAt),
    index("inquiries_created_idx").on(t.createdAt),
  ],
);

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    requestId: serial("request_id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    serviceType: text("service_type"),
    preferredDate: date("preferred_date", { mode: "string" }),
    location: text("location"),
    message: text("message").notNull(),
    adminNotes: text("admin_notes"),
    status: text("status").notNull().default("new"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("consultation_requests_status_check", oneOf("status", CONSULTATION_STATUSES)),
    check(
      "consultation_requests_service_type_check",
      sql`${t.serviceType} is null or ${oneOf("service_type", SERVICE_TYPES)}`,
    ),
    index("consultation_requests_status_created_idx").on(t.status, t.createdAt),
    index("consultation_requests_created_idx").on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    subscriberId: serial("subscriber_id").primaryKey(),
    email: text("email").notNull(),
    name: text("name"),
    status: text("status").notNull().default("active"),
    source: text("source").notNull().default("footer"),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    check("newsletter_subscribers_status_check", oneOf("status", SUBSCRIBER_STATUSES)),
    index("newsletter_subscribers_status_idx").on(t.status, t.subscribedAt),
  ],
);
