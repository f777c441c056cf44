// What to look at next (issue 29 item 4): "Often bought together" and "Recently viewed" on the product page, "You
// may also like" on the cart. Contracts of their routes; the rows are product cards.
import { z } from 'zod';
import { RECENTLY_VIEWED_MAX } from './discovery-rules.ts';
import { idSchema } from './input.ts';

const productIdMessage = 'Please give a valid product id.';

/** ?ids=1,2,3: product ids in the order given, each once, at most RECENTLY_VIEWED_MAX. */
export const ProductIdsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids must be a comma-separated list of product ids.' })
    .max(400, 'Too many ids.')
    .transform((text, ctx) => {
      const ids: number[] = [];
      for (const part of text.split(',').filter((p) => p.trim() !== '')) {
        const parsed = idSchema(productIdMessage).safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: productIdMessage });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      if (ids.length > RECENTLY_VIEWED_MAX) {
        ctx.addIssue({ code: 'custom', message: `At most ${RECENTLY_VIEWED_MAX} ids.` });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});

/** One product she opened, and when (ISO time; the server keeps the later of two for one product). */
export const ViewedSchema = z.object({
  productId: idSchema(productIdMessage),
  viewedAt: z.iso.datetime({ offset: true, error: 'viewedAt must be a date and time.' }),
});

/** POST /api/recently-viewed: one product opened now, or a visitor's list merged at sign-in. */
export const RecentlyViewedAddSchema = z.object({
  items: z
    .array(ViewedSchema, { error: 'items must be a list of viewed products.' })
    .min(1, 'Send at least one viewed product.')
    .max(RECENTLY_VIEWED_MAX, `At most ${RECENTLY_VIEWED_MAX} viewed products at once.`),
});
export type RecentlyViewedAdd = z.infer<typeof RecentlyViewedAddSchema>;
