// Flow: the failed-delivery question answered in WhatsApp (decision 0053). The template's quick replies carry the
// answer page's signed token (lib/failed-delivery-link.ts): "Deliver again tomorrow" (ndr:again:…) and "Cancel the
// order" (ndr:cancel:…).
//   1. the tap must come from the verified mobile of the order's shopper (accounts, 0046)
//   2. the answer goes through `answerFailedDelivery` (failed-delivery.flow.ts), exactly as from the signed page:
//      the link's signature, age and attempt, a second answer refused, Shiprocket's NDR action, the tracking line
// Answers the sentence to send back to her on WhatsApp; a refusal she can read is a sentence, not an error.
import { reattemptDates } from '@zariya/shared/failed-delivery';
import { parseOrderRef } from '@zariya/shared/order-refs';
import { AppError } from '../errors.ts';
import { NDR_TAP_PREFIX, readFailedDeliveryLink } from '../lib/failed-delivery-link.ts';
import { verifiedMobileOf } from '../modules/accounts/phone.service.ts';
import type * as fulfilment from '../modules/fulfilment/fulfilment.service.ts';
import { orderWithLines } from '../queries/order-with-lines.query.ts';
import { answerFailedDelivery } from './failed-delivery.flow.ts';

export const NDR_TAP_MESSAGES = {
  unknown: 'This button is no longer valid. Please use the link in the message to answer.',
  otherNumber: 'This delivery can only be answered from the mobile number of the order. Nothing was changed.',
} as const;

export async function answerFailedDeliveryByTap(
  deps: fulfilment.StepDeps & { secret: string },
  tap: { from: string; payload: string },
  now = new Date(),
): Promise<string> {
  const match = new RegExp(`^${NDR_TAP_PREFIX}(again|cancel):(.+)$`).exec(tap.payload);
  if (!match) return NDR_TAP_MESSAGES.unknown;
  const [, choice, token] = match;
  const claim = readFailedDeliveryLink(deps.secret, token, now);
  if (typeof claim === 'object') {
    const ref = parseOrderRef(claim.orderRef);
    const order = ref ? await orderWithLines(deps.db, ref, false) : undefined;
    const mobile = order ? await verifiedMobileOf(deps.db, order.userId) : undefined;
    if (!mobile || tap.from !== `91${mobile}`) return NDR_TAP_MESSAGES.otherNumber;
  }
  try {
    const answered = await answerFailedDelivery(
      deps,
      deps.secret,
      token,
      choice === 'cancel' ? { choice: 'cancel' } : { choice: 'reattempt', date: reattemptDates(now)[0] },
      now,
    );
    return answered.message;
  } catch (err) {
    // A forged or expired link, an older attempt, a second answer, the courier's refusal (given back: she may try
    // the link): her sentence.
    if (err instanceof AppError) return err.message;
    throw err;
  }
}
