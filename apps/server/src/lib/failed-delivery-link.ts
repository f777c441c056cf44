// The shopper's link after a failed delivery (issue 28 item 6): the order, the failed attempt it answers and when
// it ends, signed with a server secret (HMAC-SHA256) so nobody can answer for another order or after it ran out.
// Fields are joined by "_", never ".": a page path ending in ".<letters>" is taken for a missing file (plugins/web.ts).
// The notifications module signs it into her message; the answer page's routes check it.
import { createHmac } from 'node:crypto';
import { FAILED_DELIVERY_LINK_HOURS } from '@zariya/shared/failed-delivery';
import { safeEqual } from './tokens.ts';

/** The key of the settings secret that signs these links (lib/secrets.ts). */
export const FAILED_DELIVERY_SECRET = 'failed_delivery_secret';

/**
 * The payloads of the failed-delivery template's quick-reply buttons (decision 0053): `ndr:again:<link token>` and
 * `ndr:cancel:<link token>`; the webhook sends a tap to flows/failed-delivery-tap.flow.ts by this prefix.
 */
export const NDR_TAP_PREFIX = 'ndr:';
export const ndrTapPayload = (choice: 'again' | 'cancel', token: string) =>
  `${NDR_TAP_PREFIX}${choice}:${token}`;

export type FailedDeliveryClaim = { orderRef: string; attempt: number; expiresAt: Date };

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`failed-delivery:${body}`).digest('base64url');

export function signFailedDeliveryLink(secret: string, orderRef: string, attempt: number, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + FAILED_DELIVERY_LINK_HOURS * 3600;
  const body = `${orderRef}_${attempt}_${expires}`;
  return `${body}_${mac(secret, body)}`;
}

/** The claim of a link, or why it is refused: 'forged' (bad shape or signature) or 'expired'. */
export function readFailedDeliveryLink(
  secret: string,
  token: string,
  now = new Date(),
): FailedDeliveryClaim | 'forged' | 'expired' {
  const m = /^([A-Za-z0-9-]{1,20})_(\d{1,4})_(\d{1,12})_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return 'forged';
  if (!safeEqual(m[4], mac(secret, `${m[1]}_${m[2]}_${m[3]}`))) return 'forged';
  const expiresAt = new Date(Number(m[3]) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  return { orderRef: m[1], attempt: Number(m[2]), expiresAt };
}
