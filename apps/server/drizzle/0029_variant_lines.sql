-- Lines name a variant (issue 24, decision 0043 phase 2): cart lines, holds, orders, bundle items, returned
-- pieces and the variant an exchange asks for; and the stock history per variant. Existing rows are matched to
-- their product's variant by (size, colour) — one not archived first — and a line that matches none (a size the
-- owner has since removed and never made again) takes the product's first variant. Holds carry no size: every
-- product is pooled at this migration, so the product's first variant stands for the pool.
CREATE TABLE "variant_stock_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"delta" integer NOT NULL,
	"before" integer,
	"after" integer,
	"reason" text NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "bundle_order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "return_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "exchange_variant_id" integer;--> statement-breakpoint
ALTER TABLE "variant_stock_moves" ADD CONSTRAINT "variant_stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock_moves" ADD CONSTRAINT "variant_stock_moves_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_stock_moves_variant_idx" ON "variant_stock_moves" USING btree ("variant_id","created_at");--> statement-breakpoint
CREATE INDEX "variant_stock_moves_product_idx" ON "variant_stock_moves" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_order_items" ADD CONSTRAINT "bundle_order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_variant_idx" ON "stock_reservations" USING btree ("variant_id");
--> statement-breakpoint
UPDATE "cart_lines" l SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = l."product_id" ORDER BY (v."size" = l."size" AND v."color" = l."color") DESC, (v."archived_at" IS NULL) DESC, v."position", v."id" LIMIT 1);--> statement-breakpoint
UPDATE "orders" l SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = l."product_id" ORDER BY (v."size" = l."size" AND v."color" = l."color") DESC, (v."archived_at" IS NULL) DESC, v."position", v."id" LIMIT 1);--> statement-breakpoint
UPDATE "bundle_order_items" l SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = l."product_id" ORDER BY (v."size" = l."size" AND v."color" = l."color") DESC, (v."archived_at" IS NULL) DESC, v."position", v."id" LIMIT 1);--> statement-breakpoint
UPDATE "return_items" l SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = l."product_id" ORDER BY (v."size" = l."size" AND v."color" = l."color") DESC, (v."archived_at" IS NULL) DESC, v."position", v."id" LIMIT 1);--> statement-breakpoint
UPDATE "stock_reservations" l SET "variant_id" = (SELECT v."id" FROM "product_variants" v WHERE v."product_id" = l."product_id" ORDER BY (v."archived_at" IS NULL) DESC, v."position", v."id" LIMIT 1);--> statement-breakpoint
UPDATE "return_requests" r SET "exchange_variant_id" = (SELECT v."id" FROM "product_variants" v JOIN "return_items" i ON i."product_id" = v."product_id" WHERE i."return_id" = r."id" AND v."size" = r."exchange_size" AND v."color" = r."exchange_color" ORDER BY (v."archived_at" IS NULL) DESC, v."id" LIMIT 1) WHERE r."kind" = 'exchange';
