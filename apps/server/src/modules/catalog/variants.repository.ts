// Drizzle queries of a product's variants (decision 0043). Their rows are made, archived and restored with the
// product's sizes and colours by migration 0025's trigger; here the owner's reads and edits.
import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { activeVariants, type ProductRow, type VariantRow } from './catalog.repository.ts';

export type VariantChange = Partial<Pick<VariantRow, 'sku' | 'newPrice' | 'oldPrice'>>;

/** The product with its variants on sale, or undefined when there is no such product. */
export async function productWithVariants(
  db: Db,
  productId: number,
): Promise<{ product: ProductRow; variants: VariantRow[] } | undefined> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return undefined;
  return { product, variants: await activeVariants(db, productId) };
}

/** Whether another variant (of any product) has this SKU. */
export async function skuTaken(db: Db, sku: string, exceptId: number): Promise<boolean> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.sku, sku), ne(productVariants.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** SKUs of other variants that are `base` or `base-…`: the ones a generated SKU must not repeat. */
export async function skusLike(db: Db, base: string, exceptId: number): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        or(eq(productVariants.sku, base), like(productVariants.sku, `${escaped}-%`)),
        ne(productVariants.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.sku));
}

/**
 * Edits one variant of one product with the product's row locked (so that a concurrent edit of its sizes cannot
 * archive it meanwhile): `change` sees the product and the variant as they are now and answers what to write, or
 * throws to write nothing. Undefined when the product has no such variant on sale.
 */
export async function updateVariant(
  db: Db,
  productId: number,
  variantId: number,
  change: (product: ProductRow, variant: VariantRow, tx: Db) => Promise<VariantChange>,
): Promise<{ product: ProductRow; variant: VariantRow } | undefined> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!product) return undefined;
    const [variant] = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    if (!variant || variant.archivedAt) return undefined;
    const values = await change(product, variant, tx);
    if (Object.keys(values).length === 0) return { product, variant };
    const [updated] = await tx
      .update(productVariants)
      .set(values)
      .where(eq(productVariants.id, variantId))
      .returning();
    return { product, variant: updated };
  });
}

/**
 * The product's row and then all its variants (archived ones too), locked in that order — the order every stock
 * move takes (decision 0043) — for the grid's transaction. Undefined when there is no such product.
 */
export async function lockProductAndVariants(
  tx: Db,
  productId: number,
): Promise<{ product: ProductRow; variants: VariantRow[] } | undefined> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
  if (!product) return undefined;
  const variants = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.id)
    .for('update');
  return { product, variants };
}

/** Which variant (of any product) has each of these SKUs. */
export async function variantIdsBySku(db: Db, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, skus));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** SKUs starting with the product's generated prefix ZR-<id>: the ones its generated SKUs must not repeat. */
export async function skusOfPrefix(db: Db, prefix: string): Promise<Map<string, number>> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(or(eq(productVariants.sku, prefix), like(productVariants.sku, `${escaped}-%`)));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

export type VariantWrite = Partial<
  Pick<VariantRow, 'sku' | 'stock' | 'newPrice' | 'oldPrice' | 'archivedAt' | 'leftOut'>
>;

export async function writeVariant(tx: Db, id: number, values: VariantWrite) {
  if (Object.keys(values).length === 0) return;
  await tx.update(productVariants).set(values).where(eq(productVariants.id, id));
}

export async function addVariant(
  tx: Db,
  values: Pick<VariantRow, 'productId' | 'size' | 'color' | 'sku' | 'position'> & VariantWrite,
) {
  const [row] = await tx.insert(productVariants).values(values).returning();
  return row;
}

/** The product's counting mode and stock, with every variant's count cleared when it goes back to pooled. */
export async function setProductStock(
  tx: Db,
  productId: number,
  values: Pick<ProductRow, 'stockMode' | 'stock'>,
) {
  await tx.update(products).set(values).where(eq(products.id, productId));
  if (values.stockMode === 'pooled') {
    await tx.update(productVariants).set({ stock: null }).where(eq(productVariants.productId, productId));
  }
}

/** Whether the variant (archived or not) is one of the product's. */
export async function variantOf(db: Db, productId: number, variantId: number): Promise<boolean> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return rows.length > 0;
}
