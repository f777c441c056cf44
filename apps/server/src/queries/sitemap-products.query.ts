// Named query (issue 31): the products the sitemap lists (seo module), read from the catalogue's table so that seo
// does not import the catalog module.
import { isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

/** Every product's id and creation time, for the sitemap (archived products left out), in id order. */
export async function listedProductIds(db: Db) {
  return db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(products.id);
}
