// Product management rules: derived fields (discount, availability, colour spelling) and the image
// pipeline, where a rejected upload leaves nothing behind on disk or in the database.
import {
  canonicalColour,
  PRODUCT_CHANGED_MESSAGE,
  type ProductCreate,
  type ProductUpdate,
} from '@zariya/shared/catalog';
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import { discountPercent } from '@zariya/shared/discount';
import {
  colorImagesRefusal,
  countedRemovalMessage,
  countedRemovals,
  keptColorImages,
} from '@zariya/shared/variants';
import { IMAGE_FIELD_NAMES } from '@zariya/shared/product';
import { loadSharp } from '../../lib/sharp.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import {
  deleteProduct,
  findProductRow,
  imagesInUse,
  variantFacts,
  insertProduct,
  type ProductValues,
  productVersion,
  updateProduct,
} from './catalog.repository.ts';
import { detectImageType, removeImages, storeImage } from '../../lib/images.ts';
import { type Storage, StorageUnavailableError } from '../../lib/storage/index.ts';

export type UploadedImage = { field: string; buffer: Buffer };

const productNotFound = () => notFound('Product not found.', 'PRODUCT_NOT_FOUND');

/** A product with no stock cannot be bought, whatever the form said; one whose pieces are not counted can. */
export const isAvailable = (available: boolean, stock: number | null) =>
  available && (stock === null || stock > 0);

function derivedValues(input: ProductCreate): ProductValues {
  const oldPrice = input.old_price ?? null;
  return {
    brandname: input.brandname,
    productname: input.productname,
    category: input.category,
    description: input.description,
    newPrice: input.new_price,
    oldPrice,
    material: input.material,
    hsnCode: input.hsn_code ?? null,
    stock: input.stock ?? null,
    available: isAvailable(input.available, input.stock ?? null),
    sizes: input.sizes,
    colors: input.colors.map(canonicalColour),
    specifications: input.specifications,
    discountPercent: discountPercent(input.new_price, oldPrice) ?? 0,
  };
}

/** Every file is checked before any is stored: JPEG, PNG or WebP by its bytes, and readable. */
export async function assertImages(images: UploadedImage[]) {
  if (images.length === 0) throw badRequest('Please add at least one product image.', 'IMAGE_REQUIRED');
  if (images.length > MAX_PRODUCT_IMAGES) {
    throw badRequest(`A product can have at most ${MAX_PRODUCT_IMAGES} images.`, 'TOO_MANY_IMAGES');
  }
  for (const { field, buffer } of images) {
    // Named as the owner counts her photos, not by the form's field code ('imagetwo').
    const index = (IMAGE_FIELD_NAMES as readonly string[]).indexOf(field);
    const photo = index === -1 ? field : `Photo ${index + 1}`;
    const notImage = badRequest(`${photo}: only JPEG, PNG or WebP images are accepted.`, 'INVALID_IMAGE');
    if (!detectImageType(buffer)) throw notImage;
    try {
      await (await loadSharp())(buffer, { failOn: 'error' }).metadata();
    } catch {
      throw notImage;
    }
  }
}

/** Every photo or none: a failure removes those already stored (the storage unreachable answers 503). */
async function storeAll(storage: Storage, images: UploadedImage[]): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const image of images) stored.push(await storeImage(storage, image.buffer));
    return stored;
  } catch (err) {
    await removeImages(storage, stored).catch(() => {});
    if (err instanceof StorageUnavailableError) throw err;
    throw badRequest('One of the images could not be read. Please try another file.', 'INVALID_IMAGE');
  }
}

/**
 * Adds the product with its photos. `then` (a flow's step: the variant grid of a product added split) runs in the
 * insert's transaction, after the row and its variants are made.
 */
export async function createProduct(
  db: Db,
  storage: Storage,
  input: ProductCreate,
  images: UploadedImage[],
  then?: (tx: Db, productId: number) => Promise<void>,
) {
  await assertImages(images);
  const values = derivedValues(input);
  // The photos first: the row is written only once all of them are stored, so it never names a missing one.
  const paths = await storeAll(storage, images);
  try {
    return await insertProduct(db, { ...values, images: paths }, then);
  } catch (err) {
    await removeImages(storage, paths).catch(() => {});
    throw err;
  }
}

/**
 * The owner's edit: only the fields she sent change, the rest keep their stored values; derived fields (discount,
 * availability) follow the result. Checked and written with the row locked, so that an edit made from a product
 * that changed since she opened it (its `version`) is refused rather than written over the newer one.
 */
export async function editProduct(db: Db, id: number, input: ProductUpdate) {
  const updated = await updateProduct(db, id, (current, variants) => {
    if (input.version !== undefined && input.version !== productVersion(current)) {
      throw conflict(PRODUCT_CHANGED_MESSAGE, 'PRODUCT_CHANGED');
    }
    if (current.stockMode === 'split') {
      // The grid owns a split product's counts (decision 0043): a stock sent as it is stays (an edit form sends
      // the whole product back), another one is refused.
      if (input.stock !== undefined && input.stock !== current.stock) {
        throw badRequest(
          'This product counts its stock per size and colour: change the counts in the variant grid.',
          'STOCK_PER_VARIANT',
        );
      }
      const removed = countedRemovals(
        variants.map((v) => ({ ...variantFacts(v), archived: false })),
        input.sizes ?? current.sizes,
        (input.colors ?? current.colors).map(canonicalColour),
      );
      if (removed.length > 0) throw badRequest(countedRemovalMessage(removed), 'VARIANT_STILL_COUNTED');
    }
    if (input.images) {
      const unknown = input.images.find((p) => !current.images.includes(p));
      if (unknown) throw badRequest(`"${unknown}" is not one of this product's images.`, 'INVALID_IMAGE');
      if (new Set(input.images).size !== input.images.length) {
        throw badRequest('An image is listed twice.', 'INVALID_IMAGE');
      }
    }
    const merged: ProductCreate = {
      brandname: input.brandname ?? current.brandname,
      productname: input.productname ?? current.productname,
      new_price: input.new_price ?? current.newPrice,
      material: input.material ?? current.material,
      hsn_code: (input.hsn_code === undefined ? current.hsnCode : input.hsn_code) ?? undefined,
      old_price:
        input.old_price === undefined ? (current.oldPrice ?? undefined) : (input.old_price ?? undefined),
      category: input.category ?? (current.category as ProductCreate['category']),
      description: input.description ?? current.description,
      available: input.available ?? current.available,
      stock: (input.stock === undefined ? current.stock : input.stock) ?? undefined,
      sizes: input.sizes ?? current.sizes,
      colors: input.colors ?? current.colors,
      specifications: input.specifications ?? current.specifications,
    };
    const values = derivedValues(merged);
    const images = input.images ?? current.images;
    // Photos per colour (decision 0043) keep only the colours and images the product still has.
    return {
      ...values,
      images,
      colorImages: keptColorImages(current.colorImages, {
        colors: merged.colors.map(canonicalColour),
        images,
      }),
    };
  });
  if (!updated) throw productNotFound();
  return updated;
}

/**
 * PUT /admin/products/:id/color-images: the owner's photos per colour, checked against the product's colours and
 * images with its row locked (colorImagesRefusal: 400, nothing written). A colour with no photo is left out (it
 * shows all the product's photos). Answers the saved map.
 */
export async function setColorImages(db: Db, id: number, colorImages: Record<string, string[]>) {
  let saved: Record<string, string[]> = {};
  const updated = await updateProduct(db, id, (current) => {
    const refusal = colorImagesRefusal(current, colorImages);
    if (refusal) throw badRequest(refusal.message, refusal.code);
    saved = keptColorImages(colorImages, current);
    return { colorImages: saved };
  });
  if (!updated) throw productNotFound();
  return saved;
}

/** Deletes the product, or archives it when orders, payments, reviews or carts name it (decision 0015). */
export async function removeProduct(db: Db, storage: Storage, id: number) {
  const row = await deleteProduct(db, id);
  if (!row) throw productNotFound();
  if (row.archived) return;
  // Files shared with another product stay; the rest go with the product.
  const shared = await imagesInUse(db, row.images, id);
  // The product is gone already: photos the storage could not remove now are unreferenced, never shown.
  await removeImages(
    storage,
    row.images.filter((p) => !shared.has(p)),
  ).catch(() => {});
}

/** The product's stored row (stock, sizes, colours, prices) for other modules' rules: cart, checkout. */
export const productRow = (db: Db, id: number) => findProductRow(db, id);
