-- The enquiry and consultation lists show the rows out of the trash, newest first: (created_at, id) descending,
-- with or without a status. Partial indexes on exactly that order and condition let a page deep into a list find
-- the ids it skips by an index-only scan (resource-service.ts list); the full indexes they replace held the trashed
-- rows too, so every skipped entry had to be looked up in the table to learn whether it was in the trash.
DROP INDEX "consultation_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "consultation_requests_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_status_created_idx";--> statement-breakpoint
DROP INDEX "inquiries_created_idx";--> statement-breakpoint
CREATE INDEX "consultation_requests_live_status_created_idx" ON "consultation_requests" USING btree ("status","created_at","request_id") WHERE "consultation_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "consultation_requests_live_created_idx" ON "consultation_requests" USING btree ("created_at","request_id") WHERE "consultation_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_live_status_created_idx" ON "inquiries" USING btree ("status","created_at","inquiry_id") WHERE "inquiries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inquiries_live_created_idx" ON "inquiries" USING btree ("created_at","inquiry_id") WHERE "inquiries"."deleted_at" is null;