CREATE TABLE "offsite_uploads" (
	"upload_id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"object_key" text,
	"size" bigint,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offsite_uploads_finished_idx" ON "offsite_uploads" USING btree ("finished_at");--> statement-breakpoint
-- Hand-written: GET /api/mail/outbox now searches `q` in the recipients and the subject with ILIKE '%text%'
-- (server/db/text-search.ts). Each searched column needs its trigram GIN index, or the OR of the two sends the
-- search back to a sequential scan of every mail ever sent (migration 0004 explains the pattern).
CREATE INDEX "mail_outbox_to_trgm_idx" ON "mail_outbox" USING gin ("to" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_trgm_idx" ON "mail_outbox" USING gin ("subject" gin_trgm_ops);
