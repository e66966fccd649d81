CREATE TABLE "activity_log" (
	"activity_id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_username" text NOT NULL,
	"client_address" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" integer,
	"label" text,
	"changes" jsonb
);
--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_slug_unique";--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_course_slug_unique";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_admin_users_admin_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at","activity_id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_resource_idx" ON "activity_log" USING btree ("resource","resource_id","at");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_created_by_admin_users_admin_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_deleted_by_admin_users_admin_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_live_idx" ON "blog_posts" USING btree ("slug") WHERE "blog_posts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_course_slug_live_idx" ON "courses" USING btree ("course_slug") WHERE "courses"."deleted_at" is null;