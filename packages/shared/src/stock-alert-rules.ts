// "Tell me when it's back" (issue 24, decision 0043 phase 2 step 5): its limit, messages and the wishlist's mark
// per size, without zod so that the product page can carry them (the calls' contract: stock-alerts.ts).

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

/**
 * The sizes (or colours) a wishlist item marks "Back in stock": those of the variants she asked about that can be
 * bought again, each once, in the order asked.
 */
export function backInStockLabels(asked: ReadonlyArray<{ label: string; available: boolean }>): string[] {
  return [...new Set(asked.filter((a) => a.available && a.label !== '').map((a) => a.label))];
}
