-- Catalogue search: the weighted text-search document of a product, used by an expression GIN index
-- (products_search_idx) and by the search queries. IMMUTABLE wrapper because array_to_string is only
-- STABLE; its output depends on nothing but the arguments. CamelCase colour names ('DarkGreen') are
-- split into words so that 'dark green' finds them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_document(
  brandname text,
  productname text,
  category text,
  colors text[],
  material text,
  description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(brandname, '') || ' ' || coalesce(productname, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(category, '') || ' '
         || regexp_replace(coalesce(array_to_string(colors, ' '), ''), '([a-z])([A-Z])', '\1 \2', 'g')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(material, '')), 'C')
    || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')
$$;
