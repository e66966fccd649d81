CREATE TABLE "campaign_recipients" (
	"recipient_id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"mail_id" integer,
	"queued_at" timestamp with time zone,
	CONSTRAINT "campaign_recipients_state_check" CHECK ("state" in ('pending', 'queued', 'sent', 'failed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"campaign_id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"next_batch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_state_check" CHECK ("state" in ('draft', 'sending', 'paused', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_mail_id_mail_outbox_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("mail_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_campaign_subscriber_idx" ON "campaign_recipients" USING btree ("campaign_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_campaign_state_idx" ON "campaign_recipients" USING btree ("campaign_id","state","recipient_id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_mail_idx" ON "campaign_recipients" USING btree ("mail_id");--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("state","next_batch_at");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at");