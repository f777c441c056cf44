// Named query (issue 24, decision 0057): the live holds of a product inside the catalogue's own queries (the product
// page's, the catalogue engine's rows), so that what a shopper sees she may buy is stock less the pieces other
// shoppers' checkouts keep, without a query more. It reads the inventory module's stock_reservations for the
// catalog module; neither imports the other.
import type { LiveHolds } from '@zariya/shared/variants';
import { type SQL, sql } from 'drizzle-orm';
import { stockReservations } from '../db/schema.ts';

/** A product's live holds: pieces per variant, and when the first of them lapses (epoch ms). */
export type ProductHolds = { held: LiveHolds; until: number | null };

const NONE: ProductHolds = { held: [], until: null };

/**
 * The product's live holds (not released, not lapsed by the database's clock) as JSON built inside another query:
 * {"held": [[variant id, pieces], …], "until": epoch ms of the first to lapse}, or nulls when none. One look-up of
 * reservations_product_idx; the live ones are few (a hold lives 15 minutes).
 */
export function liveHoldsJson(productId: SQL): SQL<unknown> {
  return sql<unknown>`(select json_build_object('held', json_agg(json_build_array(h.variant_id, h.pieces)),
      'until', (extract(epoch from min(h.first)) * 1000)::float8)
    from (select r.variant_id, sum(r.quantity)::int as pieces, min(r.expires_at) as first
      from ${stockReservations} r
      where r.product_id = ${productId} and r.released_at is null and r.expires_at > now()
      group by r.variant_id) h)`;
}

/** The JSON of liveHoldsJson as the catalogue reads it (a driver may hand JSON back as text). */
export function productHolds(value: unknown): ProductHolds {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    held: Array<[number | null, number]> | null;
    until: number | null;
  } | null;
  if (!parsed?.held) return NONE;
  return { held: parsed.held.map(([v, q]) => [v, Number(q)] as const), until: parsed.until };
}
