// The catalogue as the CSV export and the import's dry run read it (issue 27, decision 0051): products with their
// variants on sale, in id order and in pages (so a large catalogue streams without being held whole), and what
// the dry run checks a file against (every SKU taken and its product, every product's handle).
import type { ExportProduct } from '@zariya/shared/catalogue-csv';
import { productHandle } from '@zariya/shared/catalogue-csv';
import { and, asc, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema.ts';

/** The products after `afterId` (at most `limit`), archived ones too, each with its variants on sale. */
export async function exportPage(db: Db, afterId: number, limit: number): Promise<ExportProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(gt(products.id, afterId))
    .orderBy(asc(products.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.productId,
          rows.map((r) => r.id),
        ),
        isNull(productVariants.archivedAt),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map<number, typeof variants>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  return rows.map((p) => ({
    id: p.id,
    brandname: p.brandname,
    productname: p.productname,
    category: p.category,
    description: p.description,
    material: p.material,
    hsnCode: p.hsnCode,
    available: p.available,
    archived: p.archivedAt !== null,
    stockMode: p.stockMode,
    stock: p.stock,
    sizes: p.sizes,
    colors: p.colors,
    images: p.images,
    newPrice: p.newPrice,
    oldPrice: p.oldPrice,
    variants: (byProduct.get(p.id) ?? []).map((v) => ({
      size: v.size,
      color: v.color,
      sku: v.sku,
      stock: v.stock,
      newPrice: v.newPrice,
      oldPrice: v.oldPrice,
    })),
  }));
}

/** Every SKU of the shop (archived variants keep theirs) → its product; every product's handle → the product. */
export async function importLookups(db: Db) {
  const [skus, names] = await Promise.all([
    db.select({ sku: productVariants.sku, productId: productVariants.productId }).from(productVariants),
    db.select({ id: products.id, productname: products.productname }).from(products),
  ]);
  const skuOwner = new Map(skus.map((s) => [s.sku, s.productId]));
  const handleOwner = new Map(names.map((p) => [productHandle(p), p.id]));
  return {
    skuOwner: (sku: string) => skuOwner.get(sku),
    handleOwner: (handle: string) => handleOwner.get(handle.toLowerCase()),
  };
}
