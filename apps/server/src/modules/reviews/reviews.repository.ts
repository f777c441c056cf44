// Drizzle queries of ratings and reviews; rows become the shared Review shapes here only.
import { averageRating } from '@zariya/shared/ratings';
import type { OrderRef } from '@zariya/shared/order-refs';
import type { Review, UserReview } from '@zariya/shared/reviews-api';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bundleOrderItems, bundleOrders, orders, products, reviews } from '../../db/schema.ts';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  name: row.name,
  content: row.content,
  image: row.image,
  rating: row.rating,
  date: row.createdAt.toISOString(),
});

/** The order as a review needs it: its customer, status and the products it holds. */
export type ReviewableOrder = { userId: number; status: string; productIds: number[] };

export async function findOrder(db: Db, ref: OrderRef): Promise<ReviewableOrder | undefined> {
  if (ref.type === 'single') {
    const [row] = await db
      .select({ userId: orders.userId, status: orders.status, productId: orders.productId })
      .from(orders)
      .where(eq(orders.id, ref.id));
    return row && { userId: row.userId, status: row.status, productIds: [row.productId] };
  }
  const [row] = await db
    .select({ userId: bundleOrders.userId, status: bundleOrders.status })
    .from(bundleOrders)
    .where(eq(bundleOrders.id, ref.id));
  if (!row) return undefined;
  const items = await db
    .select({ productId: bundleOrderItems.productId })
    .from(bundleOrderItems)
    .where(eq(bundleOrderItems.bundleOrderId, ref.id));
  return { userId: row.userId, status: row.status, productIds: items.map((i) => i.productId) };
}

export async function hasReview(db: Db, userId: number, orderId: string, productId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.orderId, orderId), eq(reviews.productId, productId)));
  return Boolean(row);
}

/**
 * One transaction: the review row, then the product's ratings list and averageRating, with the product
 * row locked so that reviews arriving together all count.
 */
export async function insertReviewAndRate(
  db: Db,
  values: {
    userId: number;
    orderId: string;
    productId: number;
    name: string;
    rating: number;
    content: string;
    image: string | null;
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(reviews).values(values).returning();
    const [product] = await tx
      .select({ ratings: products.ratings })
      .from(products)
      .where(eq(products.id, values.productId))
      .for('update');
    const ratings = [...(product?.ratings ?? []), values.rating];
    const average = averageRating(ratings);
    await tx
      .update(products)
      .set({ ratings, averageRating: average })
      .where(eq(products.id, values.productId));
    return { review: toReview(row), averageRating: average, ratingsCount: ratings.length };
  });
}

/** The product page's reviews, newest first. */
export async function productReviews(db: Db, productId: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

export async function userReviews(db: Db, userId: number): Promise<UserReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({
    orderId: row.orderId ?? '',
    productId: row.productId,
    rating: row.rating,
    content: row.content,
    image: row.image,
    date: row.createdAt.toISOString(),
  }));
}
