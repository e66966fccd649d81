CREATE TABLE "lead_assignees" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_digests" (
	"admin_id" integer NOT NULL,
	"day" date NOT NULL,
	"lead_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_digests_admin_id_day_pk" PRIMARY KEY("admin_id","day")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"event_id" serial PRIMARY KEY NOT NULL,
	"lead_kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"event" text NOT NULL,
	"outcome" text,
	"from_status" text,
	"to_status" text,
	"note" text,
	"next_follow_up_at" timestamp with time zone,
	"assignee_id" integer,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind_check" CHECK ("lead_kind" in ('inquiry', 'consultation', 'enrolment')),
	CONSTRAINT "lead_events_event_check" CHECK ("event" in ('status', 'outcome', 'whatsapp_opened', 'assigned', 'follow_up')),
	CONSTRAINT "lead_events_outcome_check" CHECK ("lead_events"."outcome" is null or "outcome" in ('call', 'whatsapp', 'email', 'visit', 'note'))
);
--> statement-breakpoint
CREATE TABLE "lead_lost_reasons" (
	"reason_id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"whatsapp_template_en" text,
	"whatsapp_template_hi" text,
	"last_assignee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_settings_single_row" CHECK ("lead_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "visit_daily" (
	"page" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_daily_page_day_source_pk" PRIMARY KEY("page","day","source")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_seen" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"source" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "visit_seen_day_page_source_visitor_pk" PRIMARY KEY("day","page","source","visitor")
);
--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "lost_reason_id" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lost_reason_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "lead_assignees" ADD CONSTRAINT "lead_assignees_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_digests" ADD CONSTRAINT "lead_digests_admin_id_admin_users_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_assignee_id_admin_users_admin_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_admin_users_admin_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_lost_reasons_label_idx" ON "lead_lost_reasons" USING btree (lower("label"));--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_assignee_id_admin_users_admin_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_lost_reason_id_lead_lost_reasons_reason_id_fk" FOREIGN KEY ("lost_reason_id") REFERENCES "public"."lead_lost_reasons"("reason_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_admin_users_admin_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_lost_reason_id_lead_lost_reasons_reason_id_fk" FOREIGN KEY ("lost_reason_id") REFERENCES "public"."lead_lost_reasons"("reason_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_requests_follow_up_idx" ON "consultation_requests" USING btree ("next_follow_up_at") WHERE "consultation_requests"."deleted_at" is null and "consultation_requests"."next_follow_up_at" is not null and "status" in ('new', 'contacted');--> statement-breakpoint
CREATE INDEX "consultation_requests_unanswered_idx" ON "consultation_requests" USING btree ("created_at") WHERE "consultation_requests"."deleted_at" is null and "consultation_requests"."next_follow_up_at" is null and "status" = 'new';--> statement-breakpoint
CREATE INDEX "consultation_requests_assignee_idx" ON "consultation_requests" USING btree ("assignee_id","status") WHERE "consultation_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_idx" ON "inquiries" USING btree ("next_follow_up_at") WHERE "inquiries"."deleted_at" is null and "inquiries"."next_follow_up_at" is not null and "status" in ('new', 'in_progress');--> statement-breakpoint
CREATE INDEX "inquiries_unanswered_idx" ON "inquiries" USING btree ("created_at") WHERE "inquiries"."deleted_at" is null and "inquiries"."next_follow_up_at" is null and "status" = 'new';--> statement-breakpoint
CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id","status") WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
-- Hand-written: every status change of a lead is kept (who, when, from what, to what) whatever makes it: the
-- spec's PUT, the Today queue's outcome form, or a job (enrolments' expiring holds, later). The actor is the row's
-- updated_by, or the transaction's academy.lead_actor setting for tables without one. A lead leaving "new" for the
-- first time also gets its first response time here. Only on UPDATE: a backup's restore inserts rows and so adds no
-- event twice.
CREATE OR REPLACE FUNCTION lead_status_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('academy.lead_actor', true), '')::integer;
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO lead_events (lead_kind, lead_id, event, from_status, to_status, actor_id)
    VALUES (TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::integer, 'status', OLD.status, NEW.status,
            coalesce(actor, (to_jsonb(NEW) ->> 'updated_by')::integer));
    IF OLD.status = 'new' AND NEW.first_response_at IS NULL THEN
      NEW.first_response_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Hand-written: a lead deleted for good (purged from the trash) takes its timeline with it; lead_events has no
-- foreign key, since it serves several tables of leads.
CREATE OR REPLACE FUNCTION lead_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_events WHERE lead_kind = TG_ARGV[0] AND lead_id = (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER inquiries_lead_status BEFORE UPDATE OF status ON inquiries
  FOR EACH ROW EXECUTE FUNCTION lead_status_change('inquiry', 'inquiry_id');
--> statement-breakpoint
CREATE TRIGGER consultation_requests_lead_status BEFORE UPDATE OF status ON consultation_requests
  FOR EACH ROW EXECUTE FUNCTION lead_status_change('consultation', 'request_id');
--> statement-breakpoint
CREATE TRIGGER inquiries_lead_deleted AFTER DELETE ON inquiries
  FOR EACH ROW EXECUTE FUNCTION lead_deleted('inquiry', 'inquiry_id');
--> statement-breakpoint
CREATE TRIGGER consultation_requests_lead_deleted AFTER DELETE ON consultation_requests
  FOR EACH ROW EXECUTE FUNCTION lead_deleted('consultation', 'request_id');
