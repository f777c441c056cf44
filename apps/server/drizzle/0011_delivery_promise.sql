CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"origin_pincode" text,
	"same_city_days" integer NOT NULL,
	"same_state_days" integer NOT NULL,
	"metro_days" integer NOT NULL,
	"rest_of_india_days" integer NOT NULL,
	"unserved_pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "promised_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" timestamp with time zone;