// Checkout of the whole cart, before payment: POST /api/saveBundleOrder stores the pending bundle order with
// the server's prices and answers the bundleOrderId that createOrder then charges for.
import type { SaveBundleOrder, SaveBundleOrderAnswer } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function saveBundleOrder(body: SaveBundleOrder): Promise<SaveBundleOrderAnswer> {
  return api.post('/saveBundleOrder', body, { auth: 'shopper' });
}
