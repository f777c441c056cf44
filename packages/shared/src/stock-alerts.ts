// "Tell me when it's back" (issue 24, decision 0043 phase 2 step 5): a signed-in shopper asks to hear when a
// sold-out variant — a size, a colour — can be bought again; the shop e-mails her once (and sends WhatsApp when she
// opted in) when it can. The contract of its calls; the rules are in stock-alert-rules.ts (no zod, for the page).
import { z } from 'zod';
import { idSchema } from './input.ts';

export { backInStockLabels, STOCK_ALERT_MESSAGES, STOCK_ALERTS_MAX } from './stock-alert-rules.ts';

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
