// "Tell me when it's back" (issue 24, decision 0043 phase 2 step 5): a signed-in shopper asks to hear when a
// sold-out variant — a size, a colour — can be bought again; the shop e-mails her once (and sends WhatsApp when she
// opted in) when it can. The contract of its calls and its rules.
import { z } from 'zod';
import { idSchema } from './input.ts';

/** A shopper waits for at most this many variants at once (the oldest must go out or be cancelled first). */
export const STOCK_ALERTS_MAX = 100;

export const STOCK_ALERT_MESSAGES = {
  saved: "We'll tell you when it's back.",
  removed: "We won't tell you about it.",
  inStock: 'It is in stock: you can buy it now.',
  notFound: 'This size or colour is not sold any more.',
  notWaiting: 'You did not ask to hear about it.',
  full: `You are waiting for ${STOCK_ALERTS_MAX} sizes and colours already. Please cancel some to ask for more.`,
  loginFirst: "Please log in to be told when it's back.",
} as const;

export const StockAlertBodySchema = z.object({
  productId: idSchema('Please give a valid product id.'),
  variantId: idSchema('Please give a valid size or colour.'),
});
export type StockAlertBody = z.infer<typeof StockAlertBodySchema>;

export const StockAlertVariantParamsSchema = z.object({
  variantId: idSchema('Please give a valid size or colour.'),
});

export const StockAlertsQuerySchema = z.object({ productId: idSchema('Please give a valid product id.') });

/** GET /api/stock-alerts?productId=: the product's variants she is waiting for (alerts not yet sent). */
export const StockAlertsAnswerSchema = z.object({ variantIds: z.array(z.number().int()) });
export type StockAlertsAnswer = z.infer<typeof StockAlertsAnswerSchema>;

export const StockAlertChangeSchema = StockAlertsAnswerSchema.extend({ message: z.string() });
export type StockAlertChange = z.infer<typeof StockAlertChangeSchema>;

/**
 * The sizes (or colours) a wishlist item marks "Back in stock": those of the variants she asked about that can be
 * bought again, each once, in the order asked.
 */
export function backInStockLabels(asked: ReadonlyArray<{ label: string; available: boolean }>): string[] {
  return [...new Set(asked.filter((a) => a.available && a.label !== '').map((a) => a.label))];
}
