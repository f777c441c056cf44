-- The catalogue engine (decision 0034) keeps every product's card in memory and must hear of every change to
-- products, whoever makes it: one NOTIFY per statement, at commit, with the changed ids ('*' when they would
-- not fit in a NOTIFY payload).
CREATE OR REPLACE FUNCTION zariya_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('zariya_products', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_changed_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_changed_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_products_changed();
--> statement-breakpoint
-- A product's page shows its reviews: a review written, changed or removed names its product too.
CREATE OR REPLACE FUNCTION zariya_reviews_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER reviews_changed_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_changed_update AFTER UPDATE ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_changed_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zariya_reviews_changed();
