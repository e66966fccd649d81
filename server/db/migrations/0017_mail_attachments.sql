-- Files a mail carries (receipts, certificates, calendar invitations), queued with their mail and sent with it.
CREATE TABLE "mail_attachments" (
	"attachment_id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("mail_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id","attachment_id");