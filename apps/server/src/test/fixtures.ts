// Small builders for test data written straight to the database.
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { catalogueChanged } from '../modules/catalog/catalog.cache.ts';

let counter = 0;

type ProductFields = Partial<typeof products.$inferInsert>;
/** The row of a table whose columns are these product fields, in order. */
export type ProductRow<Columns extends readonly (keyof ProductFields)[]> = {
  [I in keyof Columns]: ProductFields[Columns[I]];
};

/** A size and colour that insertProduct's product comes in (its default sizes and colours), for a cart or an order. */
export const CHOICE = { size: 'Free Size', color: 'Gold' };

export async function insertProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  counter += 1;
  const newPrice = overrides.newPrice ?? 1000 + counter;
  const oldPrice = overrides.oldPrice === undefined ? newPrice * 2 : overrides.oldPrice;
  const [row] = await db
    .insert(products)
    .values({
      brandname: `Brand ${counter}`,
      productname: `Test Product ${counter}`,
      category: 'Saree',
      description: 'A test product.',
      material: 'Cotton',
      stock: 10,
      colors: ['Maroon', 'Gold'],
      sizes: ['Free Size'],
      images: [],
      createdAt: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      ...overrides,
      newPrice,
      oldPrice,
      discountPercent:
        oldPrice && oldPrice > newPrice ? Math.round(((oldPrice - newPrice) / oldPrice) * 100) : 0,
    })
    .returning();
  // As the shop's own writers do: this process's catalogue engine waits for the change before its next page.
  catalogueChanged(db);
  return row;
}

/** One product per row of a table whose columns are the product fields named by `columns`, with `common` besides. */
export async function insertProductTable<const Columns extends readonly (keyof ProductFields)[]>(
  db: Db,
  columns: Columns,
  rows: readonly ProductRow<Columns>[],
  common: ProductFields = {},
) {
  for (const row of rows)
    await insertProduct(db, {
      ...common,
      ...Object.fromEntries(columns.map((column, i) => [column, row[i]])),
    });
}
