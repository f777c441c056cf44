// "Similar" on the product page (issue 29 item 4): other products of the same category, nearest first by price,
// shared colours and material. One query on the category's index; no product is compared outside its category.
import type { ProductCard } from '@zariya/shared/product';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardColumns, type CardRow, toCard } from '../../db/product-card.ts';
import { products } from '../../db/schema.ts';

export const SIMILAR_COUNT = 8;

/**
 * The score of a candidate: each shared colour 0.5, the same material 1, less the distance in price on a log
 * scale (twice or half the price costs 0.69); ties go to the newer product. Undefined when the product is not
 * in the shop.
 */
export async function similarProducts(db: Db, id: number): Promise<ProductCard[] | undefined> {
  const [base] = await db
    .select({
      category: products.category,
      price: products.newPrice,
      colors: products.colors,
      material: products.material,
    })
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  if (!base) return undefined;
  // drizzle spreads a JavaScript array into a list of parameters: the array is written out here.
  const colours = sql`array[${sql.join(
    base.colors.map((c) => sql`${c.toLowerCase()}`),
    sql`, `,
  )}]::text[]`;
  const price = Math.max(1, Number(base.price));
  const score = sql`(
      0.5 * cardinality(array(select unnest(array(select lower(c) from unnest(${products.colors}) c))
        intersect select unnest(${colours})))
      + case when lower(${products.material}) = lower(${base.material ?? ''}) then 1 else 0 end
      - abs(ln(greatest(${products.newPrice}, 1)::float8 / ${price}::float8))
    )`;
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.category, base.category), ne(products.id, id), isNull(products.archivedAt)))
    .orderBy(sql`${score} desc`, sql`${products.createdAt} desc`, sql`${products.id} desc`)
    .limit(SIMILAR_COUNT);
  return (rows as CardRow[]).map(toCard);
}
