-- Keyset paging for the CSV exports: each batch asks for the rows after the last one in the list's order,
-- (time, id) descending, which these indexes answer by a backward scan from that point, with or without a status.
DROP INDEX "consultation_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "consultation_requests_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_status_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_created_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_status_idx";--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_subscribed_idx" ON "newsletter_subscribers" USING btree ("subscribed_at","subscriber_id");--> statement-breakpoint
CREATE INDEX "consultation_requests_status_created_idx" ON "consultation_requests" USING btree ("status","created_at","request_id");--> statement-breakpoint
CREATE INDEX "consultation_requests_created_idx" ON "consultation_requests" USING btree ("created_at","request_id");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at","inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at","inquiry_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","subscribed_at","subscriber_id");