CREATE TABLE "payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer,
	"request_id" integer,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"utr" text,
	"reference" text,
	"failure_reason" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_razorpay_payment_id_unique" UNIQUE("razorpay_payment_id"),
	CONSTRAINT "payments_owner_check" CHECK (num_nonnulls("payments"."enrolment_id", "payments"."request_id") = 1),
	CONSTRAINT "payments_method_check" CHECK ("method" in ('razorpay', 'upi', 'cash', 'cheque', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('created', 'authorized', 'captured', 'failed', 'refunded')),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" = 'INR'),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_paise" > 0 and "payments"."refunded_paise" >= 0 and "payments"."refunded_paise" <= "payments"."amount_paise"),
	CONSTRAINT "payments_razorpay_check" CHECK (("payments"."method" = 'razorpay') = ("payments"."razorpay_order_id" is not null) and ("payments"."razorpay_payment_id" is null or "payments"."method" = 'razorpay')),
	CONSTRAINT "payments_utr_check" CHECK (("payments"."method" = 'upi') = ("payments"."utr" is not null) and ("payments"."utr" is null or "payments"."utr" ~ '^[0-9]{12}$')),
	CONSTRAINT "payments_captured_check" CHECK ("payments"."status" not in ('captured', 'refunded') or "payments"."captured_at" is not null),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."status" <> 'refunded' or "payments"."refunded_paise" = "payments"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "razorpay_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"razorpay_payment_id" text,
	"razorpay_order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"prefix" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counters_prefix_financial_year_pk" PRIMARY KEY("prefix","financial_year"),
	CONSTRAINT "receipt_counters_serial_check" CHECK ("receipt_counters"."last_serial" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"receipt_id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"enrolment_id" integer,
	"request_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"rate_bps" integer DEFAULT 0 NOT NULL,
	"sac" text,
	"place_of_supply" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text,
	"supplier_state_code" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_address" text,
	"buyer_state_code" text,
	"buyer_gstin" text,
	"buyer_email" text,
	"buyer_phone" text,
	"payment_method" text NOT NULL,
	"payment_reference" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_enrolment_id_unique" UNIQUE("enrolment_id"),
	CONSTRAINT "receipts_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "receipts_kind_check" CHECK ("kind" in ('receipt', 'tax_invoice')),
	CONSTRAINT "receipts_owner_check" CHECK (num_nonnulls("receipts"."enrolment_id", "receipts"."request_id") = 1),
	CONSTRAINT "receipts_amounts_check" CHECK ("receipts"."taxable_paise" >= 0 and "receipts"."cgst_paise" >= 0 and "receipts"."sgst_paise" >= 0 and "receipts"."igst_paise" >= 0 and "receipts"."total_paise" = "receipts"."taxable_paise" + "receipts"."cgst_paise" + "receipts"."sgst_paise" + "receipts"."igst_paise"),
	CONSTRAINT "receipts_tax_check" CHECK (("receipts"."kind" = 'tax_invoice' and "receipts"."supplier_gstin" is not null and "receipts"."sac" is not null) or ("receipts"."kind" = 'receipt' and "receipts"."cgst_paise" + "receipts"."sgst_paise" + "receipts"."igst_paise" = 0))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"enrolment_id" integer,
	"request_id" integer,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"razorpay_refund_id" text,
	"idempotency_key" text NOT NULL,
	"reason" text,
	"reference" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_razorpay_refund_id_unique" UNIQUE("razorpay_refund_id"),
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_method_check" CHECK ("method" in ('razorpay', 'upi', 'cash', 'cheque', 'bank_transfer')),
	CONSTRAINT "refunds_status_check" CHECK ("status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_processed_check" CHECK ("refunds"."status" <> 'processed' or "refunds"."processed_at" is not null),
	CONSTRAINT "refunds_owner_check" CHECK (num_nonnulls("refunds"."enrolment_id", "refunds"."request_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "billing_state_code" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "billing_gstin" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "hold_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrolment_id_enrolments_enrolment_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("enrolment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_request_id_consultation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("request_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_admin_users_admin_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_enrolment_id_enrolments_enrolment_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("enrolment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_request_id_consultation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("request_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("payment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_enrolment_id_enrolments_enrolment_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("enrolment_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_request_id_consultation_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("request_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_admin_users_admin_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admin_users"("admin_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_live_idx" ON "payments" USING btree ("utr") WHERE "payments"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "payments_enrolment_idx" ON "payments" USING btree ("enrolment_id","payment_id");--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("request_id","payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","payment_id");--> statement-breakpoint
CREATE INDEX "payments_captured_idx" ON "payments" USING btree ("captured_at","payment_id");--> statement-breakpoint
CREATE INDEX "receipts_issued_idx" ON "receipts" USING btree ("issued_at","receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_enrolment_live_idx" ON "refunds" USING btree ("enrolment_id") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_request_live_idx" ON "refunds" USING btree ("request_id") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at","refund_id");