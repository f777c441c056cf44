// One tap on WhatsApp for a pay-on-delivery order (decision 0053): beside a code sent by WhatsApp, a utility template
// whose "Confirm order" quick-reply button carries a single-use token bound to the code request (only its hash is
// kept, with the verified mobile it went to). The tap comes back through the WhatsApp webhook
// (flows/whatsapp-inbound.flow.ts → flows/cod-whatsapp-tap.flow.ts). And the state the checkout page asks for.
import { type CodChallengeState, codTotal } from '@zariya/shared/cod';
import { OTP_TTL_SECONDS } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './cod.repository.ts';
import type { CodDeps } from './cod.service.ts';

/** What a "Confirm order" button's payload starts with (the webhook sends a tap here by it). */
export const COD_TAP_PREFIX = 'cod:';

/**
 * Sends the "Confirm order" button to her verified mobile (ten digits) for this code request; true when it went.
 * A refusal is logged and changes nothing: she still has the code.
 */
export async function offerTap(
  deps: CodDeps,
  challenge: { id: number; orderValue: number; fee: number },
  mobile: string,
): Promise<boolean> {
  if (!deps.tap) return false;
  const token = newToken();
  await repo.setTapToken(deps.db, challenge.id, hashToken(token), mobile);
  try {
    await deps.tap.whatsapp.send({
      to: `91${mobile}`,
      template: deps.tap.template,
      params: [formatInr(codTotal(challenge.orderValue, challenge.fee)), String(OTP_TTL_SECONDS / 60)],
      quickReplies: [{ index: 0, payload: `${COD_TAP_PREFIX}${token}` }],
    });
    return true;
  } catch (err) {
    deps.log?.warn(
      { err: { message: (err as Error).message } },
      'COD confirm button not sent: the code only',
    );
    return false;
  }
}

/** Her code request's state for the waiting checkout page: waiting, placed (with the order), or closed. */
export async function challengeState(
  db: Db,
  userId: number,
  id: number,
  now = new Date(),
): Promise<CodChallengeState> {
  const row = await repo.findChallenge(db, id);
  if (!row || row.userId !== userId)
    throw notFound('That code request was not found. Please ask for a new code.', 'COD_CHALLENGE_NOT_FOUND');
  if (row.orderRef) return { state: 'placed', orderRef: row.orderRef };
  if (row.consumedAt || row.expiresAt <= now) return { state: 'closed' };
  return { state: 'waiting' };
}
