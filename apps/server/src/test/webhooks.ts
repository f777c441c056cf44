// Sends a Razorpay webhook to the app as Razorpay does: the raw body signed with the webhook secret, an event id.
import { webhookSignature } from '../modules/payments/signature.ts';
import type { TestApp } from './harness.ts';

export function sendWebhook(
  app: TestApp['app'],
  body: string,
  options: { secret: string; eventId: string; signature?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? webhookSignature(body, options.secret),
      'x-razorpay-event-id': options.eventId,
    },
  });
}
