// Flow: a tap on "Confirm order" in WhatsApp confirms a pay-on-delivery order as the right code does (decision 0053).
//   1. the code request the button's token belongs to (cod: only the token's hash is kept)
//   2. the tap must come from the verified mobile the button went to, and that number must still be her verified
//      one (accounts); an expired or used request places nothing
//   3. the order is placed by `placeConfirmedCod` (cod-checkout.flow.ts), the code's own way: her lock, the request
//      consumed once (a tap racing the typed code gives one order), the COD rules and risk again, stock, place-order,
//      and the announcement after the commit
// Answers the sentence to send back to her on WhatsApp; nothing is thrown for a refusal she can read.
import { COD_TAP_MESSAGES, codTotal } from '@zariya/shared/cod';
import { formatInr } from '@zariya/shared/pricing';
import { AppError } from '../errors.ts';
import { hashToken } from '../lib/tokens.ts';
import { verifiedMobileOf } from '../modules/accounts/phone.service.ts';
import { type CodDeps, findTapChallenge } from '../modules/cod/cod.service.ts';
import { placeConfirmedCod } from './cod-checkout.flow.ts';

export async function confirmCodByTap(
  deps: CodDeps,
  tap: { from: string; token: string },
  now = new Date(),
): Promise<string> {
  const challenge = tap.token ? await findTapChallenge(deps.db, hashToken(tap.token)) : undefined;
  if (!challenge?.tapMobile) return COD_TAP_MESSAGES.unknown;
  const mobile = await verifiedMobileOf(deps.db, challenge.userId);
  if (tap.from !== `91${challenge.tapMobile}` || mobile !== challenge.tapMobile) {
    deps.log?.warn({ codChallenge: challenge.id }, 'COD confirm tap from another number: refused');
    return COD_TAP_MESSAGES.otherNumber;
  }
  const total = formatInr(codTotal(challenge.orderValue, challenge.fee));
  if (challenge.consumedAt)
    return challenge.orderRef ? COD_TAP_MESSAGES.placed(challenge.orderRef, total) : COD_TAP_MESSAGES.used;
  if (challenge.expiresAt <= now) return COD_TAP_MESSAGES.expired;
  try {
    const placed = await placeConfirmedCod(deps, challenge.userId, challenge, now);
    return COD_TAP_MESSAGES.placed(placed.orderRef, total);
  } catch (err) {
    // A rule that refuses now (stock gone, the owner's limits, a newer code) is a sentence for her.
    if (err instanceof AppError && err.statusCode < 500) return err.message;
    throw err;
  }
}
