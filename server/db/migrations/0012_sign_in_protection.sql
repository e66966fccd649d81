CREATE TABLE "admin_devices" (
	"device_hash" text NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_devices_device_hash_admin_id_pk" PRIMARY KEY("device_hash","admin_id")
);
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"code_id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_settings_single_row" CHECK ("auth_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"known_device" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_delays" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Failure counts now belong to a username and a client address; the old per-name counts are short-lived and dropped.
DELETE FROM "login_throttles";--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_username_address_pk" PRIMARY KEY("username","address");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "admin_devices" ADD CONSTRAINT "admin_devices_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_code_idx" ON "admin_recovery_codes" USING btree ("admin_id","code_hash");