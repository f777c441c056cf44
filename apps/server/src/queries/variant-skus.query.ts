// Named query (decision 0043): the SKUs of the variants order lines name, for the owner's desk (admin-orders) and
// the tax invoices and credit notes (invoices); and the variants whose SKU a desk search names. It reads the catalog
// module's `product_variants`; those modules do not import catalog.
import { eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productVariants } from '../db/schema.ts';

/** At most this many variants match one SKU search (the desk shows orders, not a catalogue). */
const SKU_MATCHES_MAX = 500;

/** The SKU of each of these variants, by variant id; an id with no row (or null) is simply absent. */
export async function skusOf(db: Db, variantIds: ReadonlyArray<number | null>): Promise<Map<number, string>> {
  const ids = [...new Set(variantIds.filter((id): id is number => id !== null))];
  const found = new Map<number, string>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.id, ids));
  for (const row of rows) found.set(row.id, row.sku);
  return found;
}

/** Adds each desk line's SKU, read through its variant id, to orders mapped by lib/order-mapper.ts. */
export async function withSkus<T extends { items: Array<{ variantId: number | null; sku: string | null }> }>(
  db: Db,
  list: T[],
): Promise<T[]> {
  const skus = await skusOf(
    db,
    list.flatMap((o) => o.items.map((i) => i.variantId)),
  );
  if (skus.size === 0) return list;
  return list.map((o) => ({
    ...o,
    items: o.items.map((i) => ({ ...i, sku: (i.variantId !== null && skus.get(i.variantId)) || null })),
  }));
}

/**
 * The variants whose SKU the desk's search names: containing the text (any case); a text that reads as an order
 * number or a mobile ("12", "#12", "B-12", "98765") only as the whole SKU, so a number search does not bring every
 * SKU with those digits in it.
 */
export async function variantIdsBySku(db: Db, text: string): Promise<number[]> {
  const sku = text.trim().toUpperCase();
  if (sku === '') return [];
  const whole = /^(#?\d+|B-\d+)$/.test(sku);
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      whole
        ? eq(productVariants.sku, sku)
        : ilike(productVariants.sku, `%${sku.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
    )
    .limit(SKU_MATCHES_MAX);
  return rows.map((r) => r.id);
}
