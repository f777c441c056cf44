-- Failed deliveries (issue 28 item 6): the courier's failed attempts (NDR) on a shipment, the last one the
-- shopper answered through her signed link, and the courier's reason for the last.
ALTER TABLE "shipments" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "answered_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "failed_reason" text DEFAULT '' NOT NULL;
