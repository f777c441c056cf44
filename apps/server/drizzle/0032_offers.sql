CREATE TABLE "offer_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"user_id" integer,
	"phone" text,
	"status" text DEFAULT 'held' NOT NULL,
	"order_ref" text,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sales" numeric(12, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "offer_redemptions_status_check" CHECK ("offer_redemptions"."status" in ('held', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"terms" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind_check" CHECK ("offers"."kind" in ('percent', 'flat', 'free-shipping', 'buy-x-get-y', 'tiers')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('active', 'paused')),
	CONSTRAINT "offers_used_count_check" CHECK ("offers"."used_count" >= 0 and ("offers"."total_limit" is null or "offers"."used_count" <= "offers"."total_limit"))
);
--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_redemptions" ADD CONSTRAINT "offer_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_redemptions_offer_idx" ON "offer_redemptions" USING btree ("offer_id","status");--> statement-breakpoint
CREATE INDEX "offer_redemptions_user_idx" ON "offer_redemptions" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "offer_redemptions_phone_idx" ON "offer_redemptions" USING btree ("phone","offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_unique" ON "offers" USING btree ("code") WHERE code is not null;--> statement-breakpoint
-- The shop starts with the specification's coupon as an offer (shared PROMO2024_TERMS; offers.routes.test.ts
-- compares the two): 10% off, typed on a line (once per line) and on the bag (once), every product, combining.
INSERT INTO "offers" ("name", "code", "kind", "terms") VALUES ('PROMO2024: extra 10% off', 'PROMO2024', 'percent', '{"codeEntry":"line-and-bag","percent":10,"amountInr":null,"buyQuantity":null,"getQuantity":null,"tierUnit":"flat","tiers":[],"scope":{"kind":"shop"},"minCartInr":null,"minQuantity":null,"firstOrderOnly":false,"perShopperLimit":null,"combinable":true}'::jsonb);
