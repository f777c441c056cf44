// Rate & Review (product rules §2, §5): the shopper's own completed order only, once per ordered product,
// 1 to 5 stars, an optional image through the product-image pipeline; a refused review stores nothing.
import type { AccountUser } from '../../lib/account-user.ts';
import { normaliseStatus } from '@zariya/shared/order-status';
import { orderRef, parseOrderRef } from '@zariya/shared/order-refs';
import type { SubmitFeedbackFields } from '@zariya/shared/reviews-api';
import { loadSharp } from '../../lib/sharp.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { detectImageType, removeImages, storeImage } from '../../lib/images.ts';
import { type Storage, StorageUnavailableError } from '../../lib/storage/index.ts';
import * as repo from './reviews.repository.ts';

const FEEDBACK_SUBMITTED = 'Feedback submitted successfully';

const alreadyReviewed = () =>
  conflict('You have already reviewed this product for this order.', 'ALREADY_REVIEWED');

const invalidImage = () =>
  badRequest('The review image must be a JPEG, PNG or WebP picture.', 'INVALID_IMAGE');

/** Checks by the bytes, then lets sharp decode it: the name and content type are not trusted. */
async function assertImage(buffer: Buffer) {
  if (!detectImageType(buffer)) throw invalidImage();
  try {
    await (await loadSharp())(buffer, { failOn: 'error' }).metadata();
  } catch {
    throw invalidImage();
  }
}

export async function submitFeedback(
  db: Db,
  storage: Storage,
  user: AccountUser,
  input: SubmitFeedbackFields,
  image: Buffer | undefined,
) {
  const ref = parseOrderRef(input.orderId, input.orderType);
  const order = ref ? await repo.findOrder(db, ref) : undefined;
  // Someone else's order answers exactly as a missing one, so that order numbers cannot be probed.
  if (!ref || !order || order.userId !== user.id) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  if (normaliseStatus(order.status) !== 'completed') {
    throw conflict('You can review an order once it has been delivered.', 'ORDER_NOT_COMPLETED');
  }
  let productId = input.productId;
  if (productId === undefined) {
    if (order.productIds.length !== 1) {
      throw badRequest('Please choose which product of the order you are reviewing.', 'PRODUCT_REQUIRED');
    }
    productId = order.productIds[0];
  }
  if (!order.productIds.includes(productId)) {
    throw badRequest('This product is not part of the order.', 'PRODUCT_NOT_IN_ORDER');
  }
  const key = orderRef(ref.type, ref.id);
  if (await repo.hasReview(db, user.id, key, productId)) throw alreadyReviewed();

  let path: string | null = null;
  if (image) {
    await assertImage(image);
    try {
      path = await storeImage(storage, image);
    } catch (err) {
      if (err instanceof StorageUnavailableError) throw err;
      throw invalidImage();
    }
  }
  try {
    const saved = await repo.insertReviewAndRate(db, {
      userId: user.id,
      orderId: key,
      productId,
      name: user.fullname,
      rating: input.rating,
      content: input.feedback,
      image: path,
    });
    return { message: FEEDBACK_SUBMITTED, productId, ...saved };
  } catch (err) {
    if (path) await removeImages(storage, [path]).catch(() => {});
    if (isUniqueViolation(err)) throw alreadyReviewed();
    throw err;
  }
}

export const productReviews = (db: Db, productId: number) => repo.productReviews(db, productId);
export const userReviews = (db: Db, userId: number) => repo.userReviews(db, userId);
