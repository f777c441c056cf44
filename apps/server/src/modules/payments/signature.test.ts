import fc from 'fast-check';
import razorpayUtils from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signature.ts';

const { validatePaymentVerification, validateWebhookSignature } = razorpayUtils as {
  validatePaymentVerification: (
    p: { order_id: string; payment_id: string },
    sig: string,
    secret: string,
  ) => boolean;
  validateWebhookSignature: (body: string, sig: string, secret: string) => boolean;
};

const id = fc.string({ minLength: 1, maxLength: 40 });
const secret = fc.string({ minLength: 1, maxLength: 64 });
const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 0, maxLength: 70 });

describe('payment signature', () => {
  it('is what the official razorpay SDK accepts, for random ids and secrets', () => {
    fc.assert(
      fc.property(id, id, secret, (orderId, paymentId, key) => {
        const signature = paymentSignature(orderId, paymentId, key);
        expect(
          validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, key),
        ).toBe(true);
        expect(verifyPaymentSignature(orderId, paymentId, signature, key)).toBe(true);
      }),
    );
  });

  it('agrees with the SDK on any signature, right or wrong', () => {
    fc.assert(
      fc.property(id, id, secret, fc.oneof(hex, fc.string()), (orderId, paymentId, key, signature) => {
        expect(verifyPaymentSignature(orderId, paymentId, signature, key)).toBe(
          validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, key),
        );
      }),
    );
  });

  it('refuses a signature made for another order, payment or secret', () => {
    fc.assert(
      fc.property(id, id, secret, id, (orderId, paymentId, key, other) => {
        fc.pre(other !== orderId);
        const signature = paymentSignature(orderId, paymentId, key);
        expect(verifyPaymentSignature(other, paymentId, signature, key)).toBe(false);
        expect(validatePaymentVerification({ order_id: other, payment_id: paymentId }, signature, key)).toBe(
          false,
        );
      }),
    );
    expect(verifyPaymentSignature('order_1', 'pay_1', paymentSignature('order_1', 'pay_1', 'a'), 'b')).toBe(
      false,
    );
  });
});

describe('webhook signature', () => {
  it('agrees with the SDK on random bodies and signatures', () => {
    fc.assert(
      fc.property(fc.json(), secret, fc.option(hex, { nil: undefined }), (body, key, forged) => {
        const signature = forged ?? webhookSignature(body, key);
        expect(verifyWebhookSignature(Buffer.from(body), signature, key)).toBe(
          validateWebhookSignature(body, signature, key),
        );
      }),
    );
  });
});
