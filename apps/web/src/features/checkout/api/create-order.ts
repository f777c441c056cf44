// Payment flow step 1: POST /api/createOrder. The server recomputes the amount, reserves the stock for
// 15 minutes and opens a payment order with the provider (docs/architecture.md "Payment flow").
import type { CreateOrder, PaymentOrder } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function createOrder(body: CreateOrder): Promise<PaymentOrder> {
  return api.post('/createOrder', body, { auth: 'shopper' });
}
