// Payment flow step 3 for one product: POST /api/saveOrder with the payment proof. A replay answers the
// same order, so retrying after a network error never buys twice.
import type { SaveOrder, SaveOrderAnswer } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function saveOrder(body: SaveOrder): Promise<SaveOrderAnswer> {
  return api.post('/saveOrder', body, { auth: 'shopper' });
}
