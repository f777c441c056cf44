// A product's photos in the order a page shows them. No zod here: the shopper's product page reads it without the
// product schemas.
import type { Product, ProductCard } from './product.ts';

/** A card's or a whole product's image paths, main first. */
export const imagesOf = (product: ProductCard | Product): string[] =>
  'images' in product ? product.images : [product.image, product.imagetwo ?? ''].filter(Boolean);
