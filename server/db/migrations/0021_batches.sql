-- Dated batches of a course, the enrolments that take their seats, and certificates of completion.
CREATE TABLE "batches" (
	"batch_id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"mode" text DEFAULT 'In-Person' NOT NULL,
	"venue" text,
	"language" text DEFAULT 'Hindi & English' NOT NULL,
	"seats_total" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"early_fee_paise" integer,
	"early_fee_until" date,
	"enrol_by" date,
	"currency" text DEFAULT 'INR' NOT NULL,
	"pay_at_academy" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"waitlist" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_status_check" CHECK ("status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "batches_mode_check" CHECK ("mode" in ('In-Person', 'Online', 'Hybrid', 'Residential')),
	CONSTRAINT "batches_currency_check" CHECK ("batches"."currency" = 'INR'),
	CONSTRAINT "batches_dates_check" CHECK ("batches"."ends_on" >= "batches"."starts_on"),
	CONSTRAINT "batches_seats_check" CHECK ("batches"."seats_total" > 0),
	CONSTRAINT "batches_fee_check" CHECK ("batches"."fee_paise" >= 0),
	CONSTRAINT "batches_early_fee_check" CHECK (("batches"."early_fee_paise" is null) = ("batches"."early_fee_until" is null) and ("batches"."early_fee_paise" is null or ("batches"."early_fee_paise" >= 0 and "batches"."early_fee_paise" <= "batches"."fee_paise")))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"certificate_id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"holder_name" text NOT NULL,
	"course_title" text NOT NULL,
	"course_title_hi" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"issued_on" date NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_enrolment_id_unique" UNIQUE("enrolment_id"),
	CONSTRAINT "certificates_number_unique" UNIQUE("number"),
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"enrolment_id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"amount_paid_paise" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"refund_due" boolean DEFAULT false NOT NULL,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"notes" text,
	"waitlisted_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"referrer" text,
	"landing_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_razorpay_order_id_unique" UNIQUE("razorpay_order_id"),
	CONSTRAINT "enrolments_razorpay_payment_id_unique" UNIQUE("razorpay_payment_id"),
	CONSTRAINT "enrolments_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "enrolments_status_check" CHECK ("status" in ('held', 'pending_verification', 'paid', 'confirmed', 'expired', 'cancelled', 'refunded', 'waitlisted')),
	CONSTRAINT "enrolments_currency_check" CHECK ("enrolments"."currency" = 'INR'),
	CONSTRAINT "enrolments_amounts_check" CHECK ("enrolments"."amount_paise" >= 0 and "enrolments"."amount_paid_paise" >= 0),
	CONSTRAINT "enrolments_locale_check" CHECK ("locale" in ('en', 'hi')),
	CONSTRAINT "enrolments_hold_expiry_check" CHECK ("enrolments"."status" <> 'held' or "enrolments"."hold_expires_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrolment_id_enrolments_enrolment_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("enrolment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_batch_id_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batches_course_starts_idx" ON "batches" USING btree ("course_id","starts_on","batch_id");--> statement-breakpoint
CREATE INDEX "batches_starts_idx" ON "batches" USING btree ("starts_on","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_batch_email_live_idx" ON "enrolments" USING btree ("batch_id",lower("email")) WHERE "status" in ('held', 'pending_verification', 'paid', 'confirmed', 'waitlisted');--> statement-breakpoint
CREATE INDEX "enrolments_batch_status_idx" ON "enrolments" USING btree ("batch_id","status","enrolment_id");--> statement-breakpoint
CREATE INDEX "enrolments_held_expiry_idx" ON "enrolments" USING btree ("hold_expires_at") WHERE "enrolments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "enrolments_waitlist_idx" ON "enrolments" USING btree ("batch_id","waitlisted_at","enrolment_id") WHERE "enrolments"."status" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "enrolments_created_idx" ON "enrolments" USING btree ("created_at","enrolment_id");--> statement-breakpoint
-- Hand-written: the seat rule's backstop in the database. Every seat-taking change in the app goes through
-- server/features/enrolments/seats.ts, which locks the batch row (SELECT ... FOR UPDATE) and counts before it
-- writes. This trigger checks again after any write that makes an enrolment take a seat in a batch, under the same
-- row lock, so that no code path (a bug, a hand-written UPDATE, a restore of a damaged backup) can seat more
-- people than the batch has seats. In READ COMMITTED each statement of a PL/pgSQL function takes a fresh snapshot,
-- so the count that follows the lock sees every seat committed by whoever held the lock before.
CREATE FUNCTION enrolments_seat_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total integer;
  taken integer;
BEGIN
  IF NEW.status NOT IN ('held', 'pending_verification', 'paid', 'confirmed') THEN
    RETURN NULL;
  END IF;
  -- Moving between seat-taking statuses in the same batch takes no new seat.
  IF TG_OP = 'UPDATE' AND OLD.batch_id = NEW.batch_id
    AND OLD.status IN ('held', 'pending_verification', 'paid', 'confirmed') THEN
    RETURN NULL;
  END IF;
  SELECT seats_total INTO total FROM batches WHERE batch_id = NEW.batch_id FOR UPDATE;
  SELECT count(*) INTO taken FROM enrolments
    WHERE batch_id = NEW.batch_id AND status IN ('held', 'pending_verification', 'paid', 'confirmed');
  IF taken > total THEN
    RAISE EXCEPTION 'batch % has no seat left', NEW.batch_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'enrolments_seat_limit';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrolments_seat_limit AFTER INSERT OR UPDATE OF status, batch_id ON enrolments
  FOR EACH ROW EXECUTE FUNCTION enrolments_seat_limit();
--> statement-breakpoint
-- Hand-written, the same rule from the batch's side: its seats may not drop below the seats already taken.
CREATE FUNCTION batches_seats_not_below_taken() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  SELECT count(*) INTO taken FROM enrolments
    WHERE batch_id = NEW.batch_id AND status IN ('held', 'pending_verification', 'paid', 'confirmed');
  IF taken > NEW.seats_total THEN
    RAISE EXCEPTION 'batch % has % seats taken', NEW.batch_id, taken
      USING ERRCODE = 'check_violation', CONSTRAINT = 'batches_seats_not_below_taken';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER batches_seats_not_below_taken BEFORE UPDATE OF seats_total ON batches
  FOR EACH ROW WHEN (NEW.seats_total < OLD.seats_total) EXECUTE FUNCTION batches_seats_not_below_taken();
