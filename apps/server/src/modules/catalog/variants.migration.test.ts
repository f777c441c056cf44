// Migration 0025 (issue 24, decision 0043) on a shop filled the way today's shop fills it: products counted and
// uncounted, sold out, archived, without sizes or colours, with spellings that make the same SKU; orders single
// and bundle, a live hold, carts, a return, wishlists. The database is taken back to before 0025 (its objects
// dropped: the state the previous release left), then 0025 runs as the migrator runs it. Afterwards every product
// has one variant per size × colour with the SKUs the shared rule gives, no stock is lost or invented (every
// product pooled, its stock as it was, variants counting nothing), and no other row of any table changed.
import { readFileSync } from 'node:fs';
import type { Product } from '@zariya/shared/product';
import { combinations, skuFor } from '@zariya/shared/variants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  carts,
  paymentOrders,
  productVariants,
  products,
  returnItems,
  returnRequests,
  stockReservations,
  wishlistItems,
} from '../../db/schema.ts';
import { serverPath } from '../../lib/paths.ts';
import { signUpShopper } from '../../test/accounts.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { adminToken, createTestApp, databaseKinds, type TestApp } from '../../test/harness.ts';
import { insertBundleOrder, insertSingleOrder } from '../../test/orders-fixtures.ts';

/** Everything 0025 adds, dropped: the database as the release before it left it. */
/** What 0029 adds (lines naming a variant, the stock history), undone first. */
const BEFORE_0029 = [
  // 0042's holds name their product on the variants' change channel (a later release's triggers).
  'DROP TRIGGER stock_reservations_changed_insert ON stock_reservations',
  'DROP TRIGGER stock_reservations_changed_update ON stock_reservations',
  'DROP TRIGGER stock_reservations_changed_delete ON stock_reservations',
  // 0034's "tell me when it's back" names variants: gone with them (a later release's table).
  'DROP TABLE stock_alerts',
  'DROP TABLE variant_stock_moves',
  'ALTER TABLE cart_lines DROP COLUMN variant_id',
  'ALTER TABLE stock_reservations DROP COLUMN variant_id',
  'ALTER TABLE orders DROP COLUMN variant_id',
  'ALTER TABLE bundle_order_items DROP COLUMN variant_id',
  'ALTER TABLE return_items DROP COLUMN variant_id',
  'ALTER TABLE return_requests DROP COLUMN exchange_variant_id',
];

const BEFORE_0025 = [
  ...BEFORE_0029,
  'DROP TRIGGER products_variants_insert ON products',
  'DROP TRIGGER products_variants_update ON products',
  'DROP TABLE product_variants',
  'DROP FUNCTION zariya_products_variants()',
  'DROP FUNCTION zariya_variants_changed()',
  'DROP FUNCTION zariya_sync_variants(integer, text[], text[])',
  'DROP FUNCTION zariya_free_sku(text)',
  'DROP FUNCTION zariya_sku_base(integer, text, text)',
  'DROP FUNCTION zariya_sku_part(text)',
  'ALTER TABLE products DROP CONSTRAINT products_stock_mode_check',
  'ALTER TABLE products DROP COLUMN stock_mode',
  'ALTER TABLE products DROP COLUMN color_images',
];

describe.each(databaseKinds())('migration 0025 (variants) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Every row of every table (as JSON text, sorted), without the columns 0025 and 0029 add. */
  async function everyRow(): Promise<Record<string, string[]>> {
    const tables = await rowsOf<{ name: string }>(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('product_variants', 'variant_stock_moves')
      order by table_name`);
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        sql`select (to_jsonb(t) - 'stock_mode' - 'color_images' - 'variant_id' - 'exchange_variant_id')::text as row
          from ${sql.identifier(name)} t`,
      );
      all[name] = rows.map((r) => r.row).sort();
    }
    return all;
  }

  it('gives every product its variants, loses and invents no stock, and changes nothing else', async () => {
    const asha = await signUpShopper(t.app);
    const meera = await signUpShopper(t.app);
    const made = [
      await insertProduct(t.db, { sizes: ['S', 'M', 'L'], colors: ['Maroon', 'Gold'], stock: 12 }),
      await insertProduct(t.db, { sizes: ['Free Size'], colors: [], stock: null }),
      await insertProduct(t.db, { sizes: [], colors: [], stock: 0, available: false }),
      await insertProduct(t.db, { sizes: [], colors: ['लाल', 'Off-white'], stock: 3 }),
      // Two spellings that make one SKU: the second gets -2.
      await insertProduct(t.db, { sizes: ['S', 's', 'Free Size', 'FreeSize'], colors: ['Red'], stock: 8 }),
      await insertProduct(t.db, {
        sizes: ['M'],
        colors: ['Blue'],
        stock: 2,
        archivedAt: new Date(),
        available: false,
      }),
      await insertProduct(t.db, { sizes: ['XL', '2XL'], colors: ['Green'], stock: 20 }),
    ];
    const [kurta, jhumka, , , , archived, suit] = made;
    // Orders (stock taken as checkout takes it), a bundle paid and one waiting for payment.
    const single = await insertSingleOrder(t.db, asha.userId, kurta.id, { size: 'M', color: 'Gold' });
    await insertSingleOrder(t.db, meera.userId, archived.id);
    const bundle = await insertBundleOrder(t.db, asha.userId, [
      { productId: kurta.id },
      { productId: suit.id, quantity: 2 },
    ]);
    await insertBundleOrder(t.db, meera.userId, [{ productId: suit.id }], { paid: false });
    // A live hold of a checkout under way.
    await t.db.insert(paymentOrders).values({
      id: 'order_migration_hold',
      provider: 'test',
      userId: meera.userId,
      kind: 'single',
      amountPaise: 200_000,
      purchase: {},
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    await t.db.insert(stockReservations).values({
      paymentOrderId: 'order_migration_hold',
      productId: suit.id,
      quantity: 1,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    // Carts and wishlists.
    await t.db.insert(carts).values({ userId: meera.userId });
    await t.db.insert(cartLines).values([
      { userId: meera.userId, productId: kurta.id, size: 'L', color: 'Maroon', quantity: 2 },
      { userId: meera.userId, productId: jhumka.id },
    ]);
    await t.db.insert(wishlistItems).values([
      { userId: asha.userId, productId: suit.id, priceWhenAdded: suit.newPrice },
      { userId: meera.userId, productId: made[2].id, priceWhenAdded: made[2].newPrice, missedStock: true },
    ]);
    // A return of the delivered single order.
    const [request] = await t.db
      .insert(returnRequests)
      .values({
        userId: asha.userId,
        orderKind: 'single',
        orderId: single.id,
        kind: 'exchange',
        reason: 'Too small',
        photo: '/uploads/returns/a.webp',
        exchangeSize: 'L',
        exchangeColor: 'Gold',
        amount: kurta.newPrice,
        paymentMethod: 'online',
      })
      .returning();
    await t.db.insert(returnItems).values({
      returnId: request.id,
      lineId: single.id,
      productId: kurta.id,
      productName: kurta.productname,
      size: 'M',
      color: 'Gold',
      quantity: 1,
      amount: kurta.newPrice,
    });
    expect(bundle.id).toBeGreaterThan(0);

    // The database as the release before 0025 left it.
    for (const statement of BEFORE_0025) await t.db.execute(sql.raw(statement));
    const before = await everyRow();
    const stockBefore = await rowsOf<{ total: number | null; counted: number }>(
      sql`select sum(stock)::int as total, count(stock)::int as counted from products`,
    );
    expect(before.products).toHaveLength(made.length);

    for (const file of ['0025_product_variants.sql', '0029_variant_lines.sql', '0030_variant_left_out.sql']) {
      const migration = readFileSync(serverPath(`drizzle/${file}`), 'utf8');
      for (const statement of migration.split('--> statement-breakpoint'))
        await t.db.execute(sql.raw(statement));
    }

    // Nothing but the new columns and table changed: every row of every table, products' old columns included.
    expect(await everyRow()).toEqual(before);
    expect(
      await rowsOf(sql`select sum(stock)::int as total, count(stock)::int as counted from products`),
    ).toEqual(stockBefore);
    const productRows = await t.db.select().from(products).orderBy(products.id);
    expect(productRows.every((p) => p.stockMode === 'pooled')).toBe(true);
    expect(productRows.every((p) => JSON.stringify(p.colorImages) === '{}')).toBe(true);

    // Every product (archived too) has one variant per combination, in order, pooled, with the shared rule's SKUs.
    const variants = await t.db
      .select()
      .from(productVariants)
      .orderBy(productVariants.productId, productVariants.position);
    const taken = new Set<string>();
    const expected = productRows.flatMap((p) =>
      combinations(p.sizes, p.colors).map((key, i) => {
        const sku = skuFor(p.id, key, (s) => taken.has(s));
        taken.add(sku);
        return { productId: p.id, size: key.size, color: key.color, sku, position: i + 1 };
      }),
    );
    expect(
      variants.map((v) => ({
        productId: v.productId,
        size: v.size,
        color: v.color,
        sku: v.sku,
        position: v.position,
      })),
    ).toEqual(expected);
    expect(variants.every((v) => v.stock === null && v.newPrice === null && v.archivedAt === null)).toBe(
      true,
    );
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    expect(variants.filter((v) => v.productId === made[4].id).map((v) => v.sku)).toEqual([
      `ZR-${made[4].id}-S-RED`,
      `ZR-${made[4].id}-S-RED-2`,
      `ZR-${made[4].id}-FREESIZE-RED`,
      `ZR-${made[4].id}-FREESIZE-RED-2`,
    ]);
    expect(variants.filter((v) => v.productId === made[2].id).map((v) => [v.size, v.color, v.sku])).toEqual([
      ['', '', `ZR-${made[2].id}`],
    ]);
    expect(variants.some((v) => v.productId === archived.id)).toBe(true);

    // 0029: every line names its own product's variant of its size and colour; holds name the product's first.
    const lines = await rowsOf<{
      tbl: string;
      product_id: number;
      size: string;
      color: string;
      variant_id: number;
    }>(
      sql`select 'cart' as tbl, product_id, size, color, variant_id from cart_lines
          union all select 'order', product_id, size, color, variant_id from orders
          union all select 'bundle', product_id, size, color, variant_id from bundle_order_items
          union all select 'return', product_id, size, color, variant_id from return_items`,
    );
    expect(new Set(lines.map((l) => l.tbl))).toEqual(new Set(['cart', 'order', 'bundle', 'return']));
    for (const line of lines) {
      const variant = variants.find((v) => v.id === line.variant_id);
      expect(variant, JSON.stringify(line)).toBeDefined();
      expect(variant!.productId).toBe(line.product_id);
      const made = variants.some(
        (v) => v.productId === line.product_id && v.size === line.size && v.color === line.color,
      );
      if (made) expect([variant!.size, variant!.color]).toEqual([line.size, line.color]);
    }
    const holds = await rowsOf<{ product_id: number; variant_id: number }>(
      sql`select product_id, variant_id from stock_reservations`,
    );
    for (const hold of holds)
      expect(hold.variant_id).toBe(
        variants.find((v) => v.productId === hold.product_id && v.position === 1)!.id,
      );
    const exchange = await rowsOf<{ exchange_variant_id: number }>(
      sql`select exchange_variant_id from return_requests where id = ${request.id}`,
    );
    expect(variants.find((v) => v.id === exchange[0].exchange_variant_id)).toMatchObject({
      productId: kurta.id,
      size: 'L',
      color: 'Gold',
    });

    // The shop answers them: the product page with its variants on the pool, and new products get theirs.
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${kurta.id}` })).json() as Product;
    const kurtaRow = productRows.find((p) => p.id === kurta.id)!;
    expect(page.stock).toBe(kurtaRow.stock);
    expect(page.stock).toBe(12 - 2);
    expect(page.variants).toHaveLength(6);
    expect(page.variants!.every((v) => v.available && v.stock === null)).toBe(true);
    const token = await adminToken(t.app);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/updateproducts/${suit.id}`,
      payload: { sizes: ['XL', '2XL', '3XL'] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product.variants.map((v: { size: string }) => v.size)).toEqual(['XL', '2XL', '3XL']);
    const fresh = await insertProduct(t.db, { sizes: ['S'], colors: [] });
    const freshVariants = (await t.app.inject({ method: 'GET', url: `/api/products/${fresh.id}` })).json()
      .variants;
    expect(freshVariants).toEqual([
      expect.objectContaining({ size: 'S', color: '', sku: `ZR-${fresh.id}-S` }),
    ]);
  });
});
