// Payment flow step 2 with the shop's test provider: POST /api/payments/test/pay { orderId, outcome }.
// Success answers what Razorpay Checkout would hand back; 'failure' answers 402 with a message.
import type { PaymentResult, TestPay } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function testPay(body: TestPay): Promise<PaymentResult> {
  return api.post('/payments/test/pay', body, { auth: 'shopper' });
}
