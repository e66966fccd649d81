CREATE TABLE "admin_sessions" (
	"session_id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"admin_id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text,
	"email" text,
	"role" text DEFAULT 'Administrator' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"published_date" date,
	"category" text DEFAULT 'Vastu' NOT NULL,
	"image" text,
	"read_time" text DEFAULT '5 min read' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_category_check" CHECK ("category" in ('Vastu', 'Aroma Vastu', 'Numerology', 'Lifestyle')),
	CONSTRAINT "blog_posts_status_check" CHECK ("status" in ('draft', 'published', 'archived')),
	CONSTRAINT "blog_posts_views_check" CHECK ("blog_posts"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consultation_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service_type" text,
	"preferred_date" date,
	"location" text,
	"message" text NOT NULL,
	"admin_notes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_requests_status_check" CHECK ("status" in ('new', 'contacted', 'scheduled', 'completed', 'cancelled')),
	CONSTRAINT "consultation_requests_service_type_check" CHECK ("consultation_requests"."service_type" is null or "service_type" in ('land_selection', 'construction', 'interiors', 'vastu_audit', 'numerology', 'geobiology', 'other'))
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_list_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_text" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "course_list_items_kind_check" CHECK ("kind" in ('highlight', 'requirement', 'outcome')),
	CONSTRAINT "course_list_items_display_order_check" CHECK ("course_list_items"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_modules" (
	"module_id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"module_name" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "course_modules_display_order_check" CHECK ("course_modules"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"topic_id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"topic_name" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "course_topics_display_order_check" CHECK ("course_topics"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" serial PRIMARY KEY NOT NULL,
	"course_slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"overview" text,
	"level" text DEFAULT 'Level 1' NOT NULL,
	"course_type" text DEFAULT 'Basic Course' NOT NULL,
	"price" text NOT NULL,
	"duration" text,
	"mode" text DEFAULT 'In-Person' NOT NULL,
	"language" text DEFAULT 'Hindi & English' NOT NULL,
	"image_url" text,
	"poster_image_url" text,
	"video_url" text,
	"video_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructor_name" text,
	"instructor_bio" text,
	"instructor_image" text,
	"category_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_course_slug_unique" UNIQUE("course_slug"),
	CONSTRAINT "courses_level_check" CHECK ("level" in ('Level 1', 'Level 2', 'Level 3', 'Beginner', 'Intermediate', 'Advanced')),
	CONSTRAINT "courses_mode_check" CHECK ("mode" in ('In-Person', 'Online', 'Hybrid', 'Residential')),
	CONSTRAINT "courses_display_order_check" CHECK ("courses"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"image_id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"category" text DEFAULT 'courses' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_category_check" CHECK ("category" in ('courses', 'events', 'projects', 'campus', 'other')),
	CONSTRAINT "gallery_images_display_order_check" CHECK ("gallery_images"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text,
	"message" text DEFAULT '' NOT NULL,
	"inquiry_type" text DEFAULT 'general' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_type_check" CHECK ("inquiry_type" in ('course', 'general')),
	CONSTRAINT "inquiries_status_check" CHECK ("status" in ('new', 'in_progress', 'resolved', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"username" text PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttles_failed_attempts_check" CHECK ("login_throttles"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"subscriber_id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("status" in ('active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"image" text,
	"modal_image" text,
	"short_desc" text,
	"full_desc" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"testimonial_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"company" text,
	"testimonial_text" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"avatar_url" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_display_order_check" CHECK ("testimonials"."display_order" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_list_items" ADD CONSTRAINT "course_list_items_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_topics" ADD CONSTRAINT "course_topics_module_id_course_modules_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."course_modules"("module_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_course_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("category_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "blog_posts_listing_idx" ON "blog_posts" USING btree ("status","category","published_date");--> statement-breakpoint
CREATE INDEX "consultation_requests_status_created_idx" ON "consultation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "consultation_requests_created_idx" ON "consultation_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "course_list_items_course_idx" ON "course_list_items" USING btree ("course_id","kind","display_order");--> statement-breakpoint
CREATE INDEX "course_modules_course_idx" ON "course_modules" USING btree ("course_id","display_order");--> statement-breakpoint
CREATE INDEX "course_topics_module_idx" ON "course_topics" USING btree ("module_id","display_order");--> statement-breakpoint
CREATE INDEX "courses_visibility_idx" ON "courses" USING btree ("is_active","is_featured","display_order");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "gallery_images_visibility_idx" ON "gallery_images" USING btree ("is_active","category","display_order");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","subscribed_at");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "testimonials_visibility_idx" ON "testimonials" USING btree ("is_active","is_featured","display_order");