DROP INDEX "consultation_requests_assignee_idx";--> statement-breakpoint
DROP INDEX "inquiries_assignee_idx";--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "lost_reason_id" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_assignee_id_admin_users_admin_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_lost_reason_id_lead_lost_reasons_reason_id_fk" FOREIGN KEY ("lost_reason_id") REFERENCES "public"."lead_lost_reasons"("reason_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_updated_by_admin_users_admin_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_follow_up_idx" ON "enrolments" USING btree ("next_follow_up_at") WHERE "enrolments"."next_follow_up_at" is not null and "status" in ('held', 'pending_verification', 'waitlisted');--> statement-breakpoint
CREATE INDEX "enrolments_unanswered_idx" ON "enrolments" USING btree ("created_at") WHERE "enrolments"."next_follow_up_at" is null and "enrolments"."first_response_at" is null and "status" in ('pending_verification', 'waitlisted');--> statement-breakpoint
CREATE INDEX "enrolments_assignee_idx" ON "enrolments" USING btree ("assignee_id","status") WHERE "enrolments"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "consultation_requests_assignee_idx" ON "consultation_requests" USING btree ("assignee_id","status") WHERE "consultation_requests"."deleted_at" is null and "consultation_requests"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_id","status") WHERE "inquiries"."deleted_at" is null and "inquiries"."assignee_id" is not null;--> statement-breakpoint
-- Hand-written: an enrolment is a lead like an enquiry (server/features/leads/lead-kinds.ts). Its status changes
-- (staff's, the hold expiring, a payment) go on its timeline by the same trigger, and a purge takes the timeline.
CREATE TRIGGER enrolments_lead_status BEFORE UPDATE OF status ON enrolments
  FOR EACH ROW EXECUTE FUNCTION lead_status_change('enrolment', 'enrolment_id');
--> statement-breakpoint
CREATE TRIGGER enrolments_lead_deleted AFTER DELETE ON enrolments
  FOR EACH ROW EXECUTE FUNCTION lead_deleted('enrolment', 'enrolment_id');
--> statement-breakpoint
-- Hand-written: what an enrolment lead is about (its course's title), as one expression the lead queries can put
-- beside an enquiry's subject whatever the query calls the enrolments table.
CREATE OR REPLACE FUNCTION batch_course_title(batch integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT c.title FROM batches b JOIN courses c ON c.course_id = b.course_id WHERE b.batch_id = batch
$$;
