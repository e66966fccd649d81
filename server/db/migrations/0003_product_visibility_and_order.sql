ALTER TABLE "products" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "display_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_order_idx" ON "products" USING btree ("display_order","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_display_order_check" CHECK ("products"."display_order" >= 0);