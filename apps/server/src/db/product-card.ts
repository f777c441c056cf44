// The columns a product card needs (images only as many as the card shows) and the card made from them: one
// place for every module that lists products as cards (the catalogue, the wishlist).
import { CARD_IMAGE_COUNT, type ProductCard } from '@zariya/shared/product';
import { sql } from 'drizzle-orm';
import { products } from './schema.ts';

export const cardColumns = {
  id: products.id,
  brandname: products.brandname,
  productname: products.productname,
  category: products.category,
  newPrice: products.newPrice,
  oldPrice: products.oldPrice,
  available: products.available,
  stock: products.stock,
  colors: products.colors,
  sizes: products.sizes,
  ratingCount: sql<number>`cardinality(${products.ratings})`.mapWith(Number),
  averageRating: products.averageRating,
  images: sql<string[]>`${products.images}[1:${sql.raw(String(CARD_IMAGE_COUNT))}]`,
};

type ProductRow = typeof products.$inferSelect;
export type CardRow = {
  [K in keyof typeof cardColumns]: K extends 'images'
    ? string[]
    : K extends 'ratingCount'
      ? number
      : ProductRow[K & keyof ProductRow];
};

export function toCard(row: CardRow): ProductCard {
  const images = row.images ?? [];
  return {
    id: row.id,
    brandname: row.brandname,
    productname: row.productname,
    category: row.category,
    new_price: row.newPrice,
    old_price: row.oldPrice,
    available: row.available,
    stock: row.stock,
    colors: row.colors,
    sizes: row.sizes,
    ratingCount: row.ratingCount,
    averageRating: row.averageRating,
    image: images[0] ?? '',
    ...(images[1] ? { imagetwo: images[1] } : {}),
  };
}
