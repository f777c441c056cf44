// Razorpay's signature scheme, used for Razorpay and the test provider alike: checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

function equalHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  // Lengths are public (always 64 for a real signature); only equal-length buffers can be compared.
  return a.length === b.length && timingSafeEqual(a, b);
}

/** hex(HMAC_SHA256(order_id + "|" + payment_id, secret)), as Razorpay Checkout returns it. */
export const paymentSignature = (orderId: string, paymentId: string, secret: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

/** True when `signature` is the checkout signature of this order id (the one the shop stored) and payment id. */
export function verifyPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  return equalHex(paymentSignature(orderId, paymentId, secret), signature);
}

/** X-Razorpay-Signature: hex(HMAC_SHA256(raw body, webhook secret)). */
export function verifyWebhookSignature(rawBody: Buffer | string, signature: string, secret: string): boolean {
  return equalHex(hmacHex(secret, rawBody), signature);
}

export const webhookSignature = (rawBody: Buffer | string, secret: string) => hmacHex(secret, rawBody);
