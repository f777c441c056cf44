// Wishlist (issue 14): the contract of the wishlist calls. The rules live in wishlist-rules.ts (no zod).
import { z } from 'zod';
import { idSchema } from './input.ts';
import { ProductCardSchema } from './product.ts';
import { WISHLIST_MAX_ITEMS } from './wishlist-rules.ts';

const productIdMessage = 'Please give a valid product id.';
export const WishlistProductParamsSchema = z.object({ productId: idSchema(productIdMessage) });

/** POST /api/wishlist/merge: the hearts a visitor gave before logging in. */
export const WishlistMergeSchema = z.object({
  productIds: z
    .array(idSchema(productIdMessage), { error: 'productIds must be a list of product ids.' })
    .max(WISHLIST_MAX_ITEMS, `At most ${WISHLIST_MAX_ITEMS} products can be merged at once.`),
});
export type WishlistMerge = z.infer<typeof WishlistMergeSchema>;

/** POST /api/wishlist/:productId/move-to-cart: the size and colour the cart needs (product rules §5 choice rules). */
export const WishlistMoveSchema = z.object({
  size: z
    .string({ error: 'Please choose a size from the list.' })
    .max(40, 'The size is too long.')
    .optional(),
  color: z
    .string({ error: 'Please choose a colour from the list.' })
    .max(60, 'The colour is too long.')
    .optional(),
});
export type WishlistMove = z.infer<typeof WishlistMoveSchema>;

export const WishlistStatusSchema = z.enum(['available', 'out_of_stock', 'unavailable']);
export type WishlistStatus = z.infer<typeof WishlistStatusSchema>;

export const WishlistItemSchema = z.object({
  productId: z.number().int(),
  product: ProductCardSchema,
  addedAt: z.string(),
  /** The offer price when she hearted it. */
  priceWhenAdded: z.number().int(),
  /** 'unavailable': the owner removed the product (archived); it can only be removed from the wishlist. */
  status: WishlistStatusSchema,
  backInStock: z.boolean(),
  /**
   * The sizes (or colours, 'M · Red' when both) she asked to hear about that sell again (decision 0043): the
   * back-in-stock mark per size. Empty for a visitor's preview.
   */
  backInSizes: z.array(z.string()).default([]),
  /** Rupees below the price when hearted; null when the price did not drop. */
  priceDrop: z.number().int().nullable(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistAnswerSchema = z.object({ items: z.array(WishlistItemSchema) });
export type WishlistAnswer = z.infer<typeof WishlistAnswerSchema>;

export const WishlistChangeAnswerSchema = WishlistAnswerSchema.extend({ message: z.string() });
export type WishlistChangeAnswer = z.infer<typeof WishlistChangeAnswerSchema>;

export const WishlistMergeAnswerSchema = WishlistAnswerSchema.extend({
  message: z.string(),
  /** Ids that were kept (new or already there). */
  merged: z.array(z.number().int()),
  /** Ids left out: unknown, removed by the owner, or beyond the limit. */
  skipped: z.array(z.number().int()),
});
export type WishlistMergeAnswer = z.infer<typeof WishlistMergeAnswerSchema>;

/** GET /api/wishlist/preview?ids=1,2: a visitor's hearted products (public; archived and unknown ones left out). */
export const WishlistPreviewQuerySchema = z.object({
  ids: z
    .string({ error: 'ids must be a comma-separated list of product ids.' })
    .max(2400, 'Too many ids.')
    .transform((text, ctx) => {
      const parts = text.split(',').filter((p) => p.trim() !== '');
      const ids: number[] = [];
      for (const part of parts) {
        const parsed = idSchema(productIdMessage).safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: productIdMessage });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      if (ids.length > WISHLIST_MAX_ITEMS) {
        ctx.addIssue({ code: 'custom', message: `At most ${WISHLIST_MAX_ITEMS} ids.` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});
