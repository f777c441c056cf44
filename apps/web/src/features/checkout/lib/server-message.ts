// The server's sentences on the payment page in the shopper's language (issue 14 item 6). Most are fixed texts
// the Hindi catalogue holds as they are; the few that carry a figure (a pincode, an amount, a count) are matched
// here and said again through their own catalogue entry with the figure put back.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

type Say = (t: TFunction, found: RegExpExecArray) => string;

const WITH_FIGURES: ReadonlyArray<readonly [RegExp, Say]> = [
  [
    /^Pay on delivery is available for orders up to (₹[\d,]+(?:\.\d+)?)\. Please pay online for this order\.$/,
    (t, [, amount]) =>
      t('Pay on delivery is available for orders up to {{amount}}. Please pay online for this order.', {
        amount,
      }),
  ],
  [
    /^Pay on delivery is not available for pincode (\d+)\. Please pay online\.$/,
    (t, [, pincode]) =>
      t('Pay on delivery is not available for pincode {{pincode}}. Please pay online.', { pincode }),
  ],
  [
    /^You already have (\d+) pay-on-delivery orders on the way\. Please pay online, or wait until one arrives\.$/,
    (t, [, count]) =>
      t(
        'You already have {{count}} pay-on-delivery orders on the way. Please pay online, or wait until one arrives.',
        { count: Number(count) },
      ),
  ],
  [
    /^Only (\d+) pieces are left in stock\.$/,
    (t, [, count]) => t('Only {{count}} pieces are left in stock.', { count: Number(count) }),
  ],
  [
    /^Too many attempts\. Please try again in (\d+) seconds\.$/,
    (t, [, seconds]) =>
      t('Too many attempts. Please try again in {{seconds}} seconds.', { seconds: Number(seconds) }),
  ],
];

/** `text` (a sentence the server wrote) in the current language where the catalogue knows it. */
export function shopperMessage(text: string, t: TFunction = i18n.t.bind(i18n) as TFunction): string {
  for (const [pattern, say] of WITH_FIGURES) {
    const found = pattern.exec(text);
    if (found) return say(t, found);
  }
  return t(text);
}

/** The server's message for a failed call, else `fallback`, in the current language. */
export function serverMessage(
  error: unknown,
  fallback: string,
  t: TFunction = i18n.t.bind(i18n) as TFunction,
): string {
  return shopperMessage(error instanceof ApiError && error.message ? error.message : fallback, t);
}
