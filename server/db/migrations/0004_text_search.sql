-- Admin lists search with ILIKE '%text%' over several columns (server/db/text-search.ts). A trigram GIN index
-- answers such a pattern for each column, and the planner ORs the bitmaps, so every searched column needs one:
-- a single unindexed column in the OR list sends the whole search back to a sequential scan. The inquiries'
-- full name is searched as the expression first_name || ' ' || last_name, so its index is on that expression.
-- pg_trgm is a trusted extension: the database owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "inquiries_full_name_trgm_idx" ON "inquiries" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_email_trgm_idx" ON "inquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_phone_trgm_idx" ON "inquiries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_subject_trgm_idx" ON "inquiries" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_message_trgm_idx" ON "inquiries" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_name_trgm_idx" ON "newsletter_subscribers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_requests_name_trgm_idx" ON "consultation_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_requests_email_trgm_idx" ON "consultation_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_requests_phone_trgm_idx" ON "consultation_requests" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_requests_location_trgm_idx" ON "consultation_requests" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_requests_message_trgm_idx" ON "consultation_requests" USING gin ("message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_requests_admin_notes_trgm_idx" ON "consultation_requests" USING gin ("admin_notes" gin_trgm_ops);
