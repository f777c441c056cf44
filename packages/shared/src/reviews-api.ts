// Ratings and reviews (product rules §7 submitFeedback, getUserReviews): one contract for the server and the web app.
import { z } from 'zod';
import { MAX_ID } from './input.ts';
import { UserIdSchema } from './accounts.ts';
import { STAR_SCALE } from './constants.ts';
import { OrderIdInputSchema, OrderTypeSchema } from './order-refs.ts';
import { FeedbackSchema } from './product.ts';

export const FEEDBACK_TEXT_MAX = 2000;

/**
 * POST /api/submitFeedback is multipart/form-data with these text fields and an optional file field
 * `image` (JPEG, PNG or WebP, at most 5 MB). productId is required for a bundle order and optional for
 * a single one (its product). userId is optional; when sent it must be the token's user.
 */
export const SubmitFeedbackFieldsSchema = z.object({
  userId: UserIdSchema.optional(),
  orderId: OrderIdInputSchema,
  orderType: OrderTypeSchema.optional(),
  productId: z.coerce
    .number({ error: 'productId must be a number.' })
    .int({ error: 'productId must be a number.' })
    .positive({ error: 'productId must be a number.' })
    .max(MAX_ID, { error: 'productId must be a number.' })
    .optional(),
  rating: z.coerce
    .number({ error: `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.` })
    .int({ error: `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.` })
    .min(1, `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.`)
    .max(STAR_SCALE, `Rating must be a whole number of stars from 1 to ${STAR_SCALE}.`),
  feedback: z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX, `The review can be at most ${FEEDBACK_TEXT_MAX} characters.`)
    .default(''),
});
export type SubmitFeedbackFields = z.infer<typeof SubmitFeedbackFieldsSchema>;

/** One review as the product page shows it (product.feedback[]): name, rating, content, image, date. */
const ReviewSchema = FeedbackSchema;
export type Review = z.infer<typeof ReviewSchema>;

export const SubmitFeedbackAnswerSchema = z.object({
  message: z.string(),
  review: ReviewSchema,
  productId: z.number().int(),
  averageRating: z.number(),
  ratingsCount: z.number().int(),
});
export type SubmitFeedbackAnswer = z.infer<typeof SubmitFeedbackAnswerSchema>;

/** POST /api/getUserReviews { userId }: what the shopper has already reviewed, to hide Rate & Review. */
const UserReviewSchema = z.object({
  orderId: z.string(),
  productId: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  image: z.string().nullable(),
  date: z.string(),
});
export type UserReview = z.infer<typeof UserReviewSchema>;
export const UserReviewsAnswerSchema = z.array(UserReviewSchema);
export type UserReviewsAnswer = z.infer<typeof UserReviewsAnswerSchema>;
