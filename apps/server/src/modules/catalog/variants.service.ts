// The owner's variant calls (decision 0043, phase 1): the list of a product's variants, and one variant's SKU and
// price. Counts per variant (split stock) come with phase 2's grid and stock moves.
import {
  type AdminVariant,
  normalSku,
  skuFor,
  type VariantUpdate,
  validateVariantInput,
} from '@zariya/shared/variants';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { catalogueChanged } from './catalog.cache.ts';
import { type ProductRow, toVariants, type VariantRow } from './catalog.repository.ts';
import {
  productWithVariants,
  skusLike,
  skuTaken,
  updateVariant,
  type VariantChange,
} from './variants.repository.ts';

const productNotFound = () => notFound('Product not found.', 'PRODUCT_NOT_FOUND');
const variantNotFound = () => notFound('This product has no such size and colour.', 'VARIANT_NOT_FOUND');
const skuConflict = (sku: string) =>
  conflict(`The SKU "${sku}" is already used by another variant.`, 'SKU_TAKEN');

function toAdminVariant(product: ProductRow, variant: VariantRow): AdminVariant {
  const [shown] = toVariants(product, [variant]);
  return { ...shown, new_price: variant.newPrice, old_price: variant.oldPrice, position: variant.position };
}

/** GET /admin/products/:id/variants: how the product counts its pieces and its variants on sale. */
export async function listVariants(db: Db, productId: number) {
  const found = await productWithVariants(db, productId);
  if (!found) throw productNotFound();
  return {
    stockMode: found.product.stockMode,
    variants: found.variants.map((v) => toAdminVariant(found.product, v)),
  };
}

/**
 * PUT /admin/products/:id/variants/:variantId: a new SKU ('' for a generated one) and the variant's own price and
 * MRP (null for the product's). Bad input is a 400 and a taken SKU a 409, with nothing written.
 */
export async function editVariant(db: Db, productId: number, variantId: number, input: VariantUpdate) {
  let wanted: string | undefined;
  let saved: Awaited<ReturnType<typeof updateVariant>>;
  try {
    saved = await updateVariant(db, productId, variantId, async (product, variant, tx) => {
      const sku = input.sku === undefined ? undefined : normalSku(input.sku);
      const taken = sku ? await skuTaken(tx, sku, variant.id) : false;
      const refusal = validateVariantInput(
        { sku, newPrice: input.new_price, oldPrice: input.old_price },
        product,
        () => taken,
      );
      if (refusal) {
        throw refusal.code === 'SKU_TAKEN'
          ? conflict(refusal.message, refusal.code)
          : badRequest(refusal.message, refusal.code);
      }
      const change: VariantChange = {};
      if (sku === '') {
        const others = await skusLike(tx, `ZR-${product.id}`, variant.id);
        change.sku = skuFor(product.id, variant, (s) => others.has(s));
      } else if (sku !== undefined) {
        change.sku = sku;
      }
      wanted = change.sku;
      if (input.new_price !== undefined) change.newPrice = input.new_price;
      if (input.old_price !== undefined) change.oldPrice = input.old_price;
      return change;
    });
  } catch (err) {
    // Another variant took the SKU between the check and the write.
    if (isUniqueViolation(err)) throw skuConflict(wanted ?? '');
    throw err;
  }
  if (!saved) {
    if (!(await productWithVariants(db, productId))) throw productNotFound();
    throw variantNotFound();
  }
  catalogueChanged(db);
  return toAdminVariant(saved.product, saved.variant);
}
