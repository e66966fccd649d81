CREATE TABLE "agenda_ranges" (
	"range_id" serial PRIMARY KEY NOT NULL,
	"calendar" text DEFAULT 'academy' NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"occupied_until" timestamp with time zone NOT NULL,
	"note" text,
	"service_type" text,
	"where" text,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"token_nonce" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_ranges_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "agenda_ranges_kind_check" CHECK ("kind" in ('booking', 'block')),
	CONSTRAINT "agenda_ranges_order_check" CHECK ("agenda_ranges"."starts_at" < "agenda_ranges"."ends_at" and "agenda_ranges"."ends_at" <= "agenda_ranges"."occupied_until"),
	CONSTRAINT "agenda_ranges_request_check" CHECK (("agenda_ranges"."kind" = 'booking') = ("agenda_ranges"."request_id" is not null)),
	CONSTRAINT "agenda_ranges_where_check" CHECK ("agenda_ranges"."where" is null or "where" in ('online', 'office', 'site')),
	CONSTRAINT "agenda_ranges_outcome_check" CHECK ("agenda_ranges"."outcome" is null or "outcome" in ('completed', 'no_show')),
	CONSTRAINT "agenda_ranges_release_check" CHECK ("agenda_ranges"."release_reason" is null or "release_reason" in ('cancelled', 'hold_expired', 'deleted')),
	CONSTRAINT "agenda_ranges_fee_check" CHECK ("agenda_ranges"."fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_availability" (
	"availability_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_availability_one_row" CHECK ("booking_availability"."availability_id" = 1)
);
--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"reminder_id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"minutes_before" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agenda_ranges" ADD CONSTRAINT "agenda_ranges_request_id_consultation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_request_id_consultation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("request_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_ranges_live_starts_idx" ON "agenda_ranges" USING btree ("starts_at") WHERE "agenda_ranges"."released_at" is null;--> statement-breakpoint
CREATE INDEX "agenda_ranges_holds_idx" ON "agenda_ranges" USING btree ("hold_expires_at") WHERE "agenda_ranges"."released_at" is null and "agenda_ranges"."paid_at" is null and "agenda_ranges"."hold_expires_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_once" ON "booking_reminders" USING btree ("request_id","minutes_before","starts_at");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express these). No two live ranges of one calendar overlap: the database, not
-- a check before the insert, refuses a double booking, whatever arrives at once (error 23P01, answered as 409).
-- btree_gist lets the plain equality on "calendar" share the GiST index with the range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "agenda_ranges" ADD CONSTRAINT "agenda_ranges_no_overlap"
  EXCLUDE USING gist ("calendar" WITH =, tstzrange("starts_at", "occupied_until", '[)') WITH &&)
  WHERE ("released_at" IS NULL);--> statement-breakpoint
-- A request cancelled or moved to the trash by any path (the booking links, the agenda, the inbox's free status
-- select, the trash) frees its time in the same statement. Only on UPDATE: a backup's restore inserts rows and
-- brings the ranges with their own released_at, so it does not fire there.
CREATE FUNCTION "release_cancelled_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "agenda_ranges"
     SET "released_at" = now(),
         "release_reason" = CASE WHEN NEW."deleted_at" IS NOT NULL THEN 'deleted' ELSE 'cancelled' END,
         "updated_at" = now()
   WHERE "request_id" = NEW."request_id" AND "released_at" IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "consultation_requests_release_booking"
  AFTER UPDATE OF "status", "deleted_at" ON "consultation_requests"
  FOR EACH ROW WHEN (NEW."status" = 'cancelled' OR NEW."deleted_at" IS NOT NULL)
  EXECUTE FUNCTION "release_cancelled_booking"();
