ALTER TABLE "product_variants" ADD COLUMN "left_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 0043, phase 2: the sync of migration 0025 again, with two changes. A combination the owner left out in
-- the variant grid (left_out) stays out when sizes or colours are edited later: it is neither restored nor made
-- again (only the grid brings it back). On a split product a new combination starts at 0 pieces and a restored one
-- keeps its count (0 if it had none), so products.stock stays the sum of its variants; on a pooled one the
-- variants count nothing.
CREATE OR REPLACE FUNCTION zariya_sync_variants(pid integer, sizes text[], colors text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s text;
  c text;
  pos integer := 0;
  found_id integer;
  found_left_out boolean;
  split boolean;
  sz text[];
  cl text[];
BEGIN
  SELECT stock_mode = 'split' INTO split FROM products WHERE id = pid;
  split := coalesce(split, false);
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
      SELECT id, left_out INTO found_id, found_left_out FROM product_variants
        WHERE product_id = pid AND size = s AND color = c ORDER BY archived_at DESC, id DESC LIMIT 1;
      IF found_id IS NOT NULL THEN
        IF found_left_out THEN
          UPDATE product_variants SET position = pos WHERE id = found_id AND position <> pos;
        ELSE
          UPDATE product_variants
            SET archived_at = NULL, position = pos, stock = CASE WHEN split THEN coalesce(stock, 0) ELSE NULL END
            WHERE id = found_id;
        END IF;
      ELSE
        INSERT INTO product_variants (product_id, size, color, sku, position, stock)
          VALUES (pid, s, c, zariya_free_sku(zariya_sku_base(pid, s, c)), pos, CASE WHEN split THEN 0 END);
      END IF;
    END LOOP;
  END LOOP;
END
$$;
