-- Variants (issue 24, decision 0043, phase 1): a product's size × colour combinations with their SKUs, counts and
-- prices. Every product is `pooled` afterwards: its `stock` stays the one pool its variants sell from, and the
-- variants count nothing (null), so no stock is lost or invented.
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"stock" integer,
	"new_price" integer,
	"old_price" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" is null or "product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK (("product_variants"."new_price" is null or "product_variants"."new_price" > 0) and ("product_variants"."old_price" is null or "product_variants"."old_price" > 0))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_mode" text DEFAULT 'pooled' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "color_images" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_idx" ON "product_variants" USING btree ("product_id","size","color") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_mode_check" CHECK ("products"."stock_mode" in ('pooled', 'split'));
--> statement-breakpoint
-- The generated SKU, spelled as packages/shared/src/variants.ts spells it (skuBase; a test compares them):
-- ZR-<product id>-<SIZE>-<COLOUR>, each part ASCII letters and digits only, at most 24, upper case (translate, so
-- that no locale's upper() changes it), empty parts left out.
CREATE OR REPLACE FUNCTION zariya_sku_part(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(left(regexp_replace(value, '[^A-Za-z0-9]', '', 'g'), 24),
    'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION zariya_sku_base(product_id integer, size text, color text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws('-', 'ZR', product_id::text, nullif(zariya_sku_part(size), ''), nullif(zariya_sku_part(color), ''))
$$;
--> statement-breakpoint
-- base when no variant has it, else the first free of base-2, base-3, … (shared freeSku).
CREATE OR REPLACE FUNCTION zariya_free_sku(base text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM product_variants WHERE sku = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
-- Keeps a product's variants in step with its sizes and colours (shared combinations(): a product without sizes
-- has the size '', likewise colours; a value listed twice counts once): a combination no longer listed is archived,
-- never deleted (orders may name it); one listed again is restored with its SKU, count and price; a new one gets a
-- row with a generated SKU and no count of its own.
CREATE OR REPLACE FUNCTION zariya_sync_variants(pid integer, sizes text[], colors text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s text;
  c text;
  pos integer := 0;
  found_id integer;
  sz text[];
  cl text[];
BEGIN
  SELECT coalesce(array_agg(v ORDER BY i), ARRAY['']) INTO sz
    FROM (SELECT v, min(i) AS i FROM unnest(sizes) WITH ORDINALITY AS u(v, i) WHERE v IS NOT NULL GROUP BY v) d;
  SELECT coalesce(array_agg(v ORDER BY i), ARRAY['']) INTO cl
    FROM (SELECT v, min(i) AS i FROM unnest(colors) WITH ORDINALITY AS u(v, i) WHERE v IS NOT NULL GROUP BY v) d;
  UPDATE product_variants SET archived_at = now()
    WHERE product_id = pid AND archived_at IS NULL AND (size <> ALL (sz) OR color <> ALL (cl));
  FOREACH s IN ARRAY sz LOOP
    FOREACH c IN ARRAY cl LOOP
      pos := pos + 1;
      SELECT id INTO found_id FROM product_variants
        WHERE product_id = pid AND size = s AND color = c AND archived_at IS NULL;
      IF found_id IS NOT NULL THEN
        UPDATE product_variants SET position = pos WHERE id = found_id AND position <> pos;
        CONTINUE;
      END IF;
      SELECT id INTO found_id FROM product_variants
        WHERE product_id = pid AND size = s AND color = c ORDER BY archived_at DESC, id DESC LIMIT 1;
      IF found_id IS NOT NULL THEN
        UPDATE product_variants SET archived_at = NULL, position = pos WHERE id = found_id;
      ELSE
        INSERT INTO product_variants (product_id, size, color, sku, position)
          VALUES (pid, s, c, zariya_free_sku(zariya_sku_base(pid, s, c)), pos);
      END IF;
    END LOOP;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION zariya_products_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM zariya_sync_variants(NEW.id, NEW.sizes, NEW.colors);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_variants_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION zariya_products_variants();
--> statement-breakpoint
CREATE TRIGGER products_variants_update AFTER UPDATE OF sizes, colors ON products
  FOR EACH ROW WHEN (OLD.sizes IS DISTINCT FROM NEW.sizes OR OLD.colors IS DISTINCT FROM NEW.colors)
  EXECUTE FUNCTION zariya_products_variants();
--> statement-breakpoint
-- The product page shows its variants: a variant changed names its product to the catalogue engine (as 0019).
CREATE OR REPLACE FUNCTION zariya_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('zariya_products', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_variants_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_update AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_variants_changed();
--> statement-breakpoint
CREATE TRIGGER product_variants_changed_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_variants_changed();
--> statement-breakpoint
-- Today's products become products with variants: one per size × colour (archived products too, as orders name
-- them), in id order so that generated SKUs are the same on every copy of the shop. Stock stays on the product.
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT id, sizes, colors FROM products ORDER BY id LOOP
    PERFORM zariya_sync_variants(p.id, p.sizes, p.colors);
  END LOOP;
END
$$;
