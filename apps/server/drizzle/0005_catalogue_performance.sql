CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","new_price");--> statement-breakpoint
-- Search reads a stored document instead of computing products_search_document(...) (to_tsvector over the
-- description) again for every candidate row. The column is not in schema.ts, so that select() elsewhere
-- does not fetch it; catalog.query.ts names it.
ALTER TABLE "products" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (products_search_document(brandname, productname, category, colors, material, description)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
-- The words of one product for the typo-tolerance word list: lower case, letters only, 3 or more, with
-- CamelCase colours split as in products_search_document.
CREATE OR REPLACE FUNCTION products_search_words(
  brandname text,
  productname text,
  category text,
  colors text[],
  material text,
  description text
) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple'::regconfig,
    coalesce(brandname, '') || ' ' || coalesce(productname, '') || ' ' || coalesce(category, '') || ' '
    || regexp_replace(coalesce(array_to_string(colors, ' '), ''), '([a-z])([A-Z])', '\1 \2', 'g') || ' '
    || coalesce(material, '') || ' ' || coalesce(description, '')))
  WHERE lexeme ~ '^[[:alpha:]]{3,}$'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_after_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word, products)
  SELECT w.word, count(*) FROM new_rows r
  CROSS JOIN LATERAL products_search_words(r.brandname, r.productname, r.category, r.colors, r.material, r.description) AS w(word)
  GROUP BY w.word ORDER BY w.word
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + excluded.products;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_after_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  WITH gone AS (
    SELECT w.word, count(*) AS n FROM old_rows r
    CROSS JOIN LATERAL products_search_words(r.brandname, r.productname, r.category, r.colors, r.material, r.description) AS w(word)
    GROUP BY w.word
  )
  UPDATE search_words s SET products = s.products - gone.n FROM gone WHERE s.word = gone.word;
  DELETE FROM search_words WHERE products <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Row level and only when a searched text changes, so stock, price and rating updates never touch the list.
CREATE OR REPLACE FUNCTION search_words_after_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE search_words s SET products = s.products - 1
  WHERE s.word IN (
    SELECT products_search_words(OLD.brandname, OLD.productname, OLD.category, OLD.colors, OLD.material, OLD.description)
    EXCEPT
    SELECT products_search_words(NEW.brandname, NEW.productname, NEW.category, NEW.colors, NEW.material, NEW.description)
  );
  DELETE FROM search_words WHERE products <= 0;
  INSERT INTO search_words (word, products)
  SELECT x.word, 1 FROM (
    SELECT products_search_words(NEW.brandname, NEW.productname, NEW.category, NEW.colors, NEW.material, NEW.description) AS word
    EXCEPT
    SELECT products_search_words(OLD.brandname, OLD.productname, OLD.category, OLD.colors, OLD.material, OLD.description)
  ) x ORDER BY x.word
  ON CONFLICT (word) DO UPDATE SET products = search_words.products + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();--> statement-breakpoint
CREATE TRIGGER "products_search_words_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_delete();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update"
  AFTER UPDATE OF brandname, productname, category, colors, material, description ON "products"
  FOR EACH ROW
  WHEN (OLD.brandname IS DISTINCT FROM NEW.brandname OR OLD.productname IS DISTINCT FROM NEW.productname
    OR OLD.category IS DISTINCT FROM NEW.category OR OLD.colors IS DISTINCT FROM NEW.colors
    OR OLD.material IS DISTINCT FROM NEW.material OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION search_words_after_update();--> statement-breakpoint
INSERT INTO search_words (word, products)
SELECT w.word, count(*) FROM products r
CROSS JOIN LATERAL products_search_words(r.brandname, r.productname, r.category, r.colors, r.material, r.description) AS w(word)
GROUP BY w.word;
