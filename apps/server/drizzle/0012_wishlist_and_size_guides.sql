CREATE TABLE "size_guides" (
	"category" text PRIMARY KEY NOT NULL,
	"rows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_when_added" integer NOT NULL,
	"missed_stock" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers or data). "Back in stock" needs to know that a hearted
-- product went out of stock at some point; every writer of products (admin, checkout, order desk) passes here.
CREATE OR REPLACE FUNCTION wishlist_mark_missed_stock() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE wishlist_items SET missed_stock = true WHERE product_id = NEW.id AND NOT missed_stock;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_wishlist_missed_stock"
AFTER UPDATE OF "available", "stock" ON "products"
FOR EACH ROW WHEN (NOT NEW.available OR NEW.stock <= 0)
EXECUTE FUNCTION wishlist_mark_missed_stock();--> statement-breakpoint
-- Default size guides (body measurements in cm, smallest first) for the stitched clothing categories; the owner
-- edits them in the admin area. Sarees (free size) and accessories have none.
INSERT INTO "size_guides" ("category", "rows") VALUES
('Women Western', '[{"size":"XS","bust":81,"waist":66,"hip":89,"length":62},{"size":"S","bust":86,"waist":71,"hip":94,"length":63},{"size":"M","bust":91,"waist":76,"hip":99,"length":64},{"size":"L","bust":97,"waist":81,"hip":104,"length":65},{"size":"XL","bust":102,"waist":86,"hip":109,"length":66},{"size":"XXL","bust":107,"waist":91,"hip":114,"length":67}]'),
('Women Ethnic', '[{"size":"XS","bust":81,"waist":66,"hip":89,"length":109},{"size":"S","bust":86,"waist":71,"hip":94,"length":110},{"size":"M","bust":91,"waist":76,"hip":99,"length":112},{"size":"L","bust":97,"waist":81,"hip":104,"length":114},{"size":"XL","bust":102,"waist":86,"hip":109,"length":116},{"size":"XXL","bust":107,"waist":91,"hip":114,"length":117}]'),
('Salwar & Suits', '[{"size":"XS","bust":81,"waist":66,"hip":89,"length":104},{"size":"S","bust":86,"waist":71,"hip":94,"length":105},{"size":"M","bust":91,"waist":76,"hip":99,"length":107},{"size":"L","bust":97,"waist":81,"hip":104,"length":109},{"size":"XL","bust":102,"waist":86,"hip":109,"length":111},{"size":"XXL","bust":107,"waist":91,"hip":114,"length":112}]'),
('Regional Attires', '[{"size":"XS","bust":81,"waist":66,"hip":89},{"size":"S","bust":86,"waist":71,"hip":94},{"size":"M","bust":91,"waist":76,"hip":99},{"size":"L","bust":97,"waist":81,"hip":104},{"size":"XL","bust":102,"waist":86,"hip":109},{"size":"XXL","bust":107,"waist":91,"hip":114}]')
ON CONFLICT ("category") DO NOTHING;
