CREATE TABLE "cod_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purchase" jsonb NOT NULL,
	"order_value" numeric(12, 2) NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"order_ref" text
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"courier" text NOT NULL,
	"awb" text NOT NULL,
	"tracking_url" text,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"activity" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "fulfilment" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "fulfilment_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bundle_orders" ADD COLUMN "cod_fee" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_challenges" ADD CONSTRAINT "cod_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_challenges_user_idx" ON "cod_challenges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_unique" ON "shipments" USING btree ("order_kind","order_id");--> statement-breakpoint
CREATE INDEX "shipments_awb_idx" ON "shipments" USING btree ("awb");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_unique" ON "tracking_events" USING btree ("shipment_id","at","status","activity");--> statement-breakpoint
CREATE INDEX "bundle_orders_cod_open_idx" ON "bundle_orders" USING btree ("payment_method","fulfilment");--> statement-breakpoint
CREATE INDEX "orders_cod_open_idx" ON "orders" USING btree ("payment_method","fulfilment");--> statement-breakpoint
-- Orders the owner had already marked completed were delivered.
UPDATE "orders" SET "fulfilment" = 'delivered' WHERE "status" = 'completed';--> statement-breakpoint
UPDATE "bundle_orders" SET "fulfilment" = 'delivered' WHERE "status" = 'completed';
