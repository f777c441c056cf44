// Named query (issue 31): the product page's reviews embedded in the catalogue's product query, so that a product
// page is one query. It reads the reviews module's table for the catalog module; neither imports the other.
import type { Review } from '@zariya/shared/reviews-api';
import { type SQL, sql } from 'drizzle-orm';
import { reviews } from '../db/schema.ts';

/**
 * The same reviews as reviews.repository.ts's productReviews, as a JSON array built by the database inside another query (the
 * product's own, so that a product page is one query): the Review shape of toReview, dates as toISOString
 * writes them.
 */
export function productReviewsJson(productId: SQL): SQL<Review[]> {
  return sql<Review[]>`coalesce((
    select json_agg(json_build_object(
      'name', r.name, 'content', r.content, 'image', r.image, 'rating', r.rating,
      'date', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by r.created_at desc, r.id desc)
    from ${reviews} r where r.product_id = ${productId}
  ), '[]'::json)`;
}
