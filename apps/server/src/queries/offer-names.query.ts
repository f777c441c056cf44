// Named query (issue 25): the names of the offers an order's lines were discounted by (each line's stored `discounts`,
// migration 0038), for the shopper's order pages (orders module), the owner's desk (admin-orders) and the tax
// invoices (invoices). It reads the offers module's `offers`; those modules do not import offers. The name is the
// offer's as the shop names it now; a deleted offer (or a discount from before offers) keeps null, and pages and
// invoices fall back to its code.
import type { LineDiscountView } from '@zariya/shared/orders-api';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { offers } from '../db/schema.ts';

/** The name of each of these offers, by offer id; an id with no row (or null) is simply absent. */
export async function offerNamesOf(
  db: Db,
  offerIds: ReadonlyArray<number | null>,
): Promise<Map<number, string>> {
  const ids = [...new Set(offerIds.filter((id): id is number => id !== null))];
  const found = new Map<number, string>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: offers.id, name: offers.name })
    .from(offers)
    .where(inArray(offers.id, ids));
  for (const row of rows) found.set(row.id, row.name);
  return found;
}

type Line = { discounts: LineDiscountView[] };
/** An order as lib/order-mapper.ts maps it: a single order is its own line; a bundle has products; the desk items. */
type Order = Partial<Line> & { products?: Line[]; items?: Line[] };

const linesOf = (o: Order): Line[] => [
  ...(o.discounts ? [o as Line] : []),
  ...(o.products ?? []),
  ...(o.items ?? []),
];

/** Adds the name of the offer behind each part of each line's discount to orders mapped by lib/order-mapper.ts. */
export async function withOfferNames<T extends object>(db: Db, list: T[]): Promise<T[]> {
  const orders = list as Order[];
  const names = await offerNamesOf(
    db,
    orders.flatMap((o) => linesOf(o).flatMap((l) => l.discounts.map((d) => d.offerId))),
  );
  if (names.size === 0) return list;
  const named = <L extends Line>(l: L): L => ({
    ...l,
    discounts: l.discounts.map((d) => ({ ...d, name: (d.offerId !== null && names.get(d.offerId)) || null })),
  });
  return orders.map((o) => ({
    ...o,
    ...(o.discounts ? { discounts: named(o as Line).discounts } : {}),
    ...(o.products ? { products: o.products.map(named) } : {}),
    ...(o.items ? { items: o.items.map(named) } : {}),
  })) as T[];
}
