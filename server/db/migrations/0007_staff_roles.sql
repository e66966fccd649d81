CREATE TABLE "staff_tokens" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_tokens_purpose_check" CHECK ("purpose" in ('invitation', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_tokens_admin_idx" ON "staff_tokens" USING btree ("admin_id","purpose");--> statement-breakpoint
-- Until now every admin could do everything: each existing account keeps that as an owner.
UPDATE "admin_users" SET "role" = 'owner' WHERE "role" NOT IN ('owner', 'editor', 'front_desk');--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("role" in ('owner', 'editor', 'front_desk'));