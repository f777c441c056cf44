-- "Recently viewed" for signed-in shoppers (issue 29 item 4): the products she opened, the newest kept per
-- account (a visitor's stay in her browser and are merged here when she signs in).
CREATE TABLE "recently_viewed" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "recently_viewed_user_viewed_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");
--> statement-breakpoint
-- "Often bought together" reads each product's buyers, then what else they bought.
CREATE INDEX IF NOT EXISTS "orders_product_idx" ON "orders" USING btree ("product_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bundle_items_product_idx" ON "bundle_order_items" USING btree ("product_id");
