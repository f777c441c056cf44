// Payment flow step 3 for a bundle: POST /api/updateBundleOrderStatus { status: 'paid', ...proof }.
import type { UpdateBundleOrderStatus, UpdateBundleOrderStatusAnswer } from '@zariya/shared/orders-api';
import { api } from '../../../lib/api-client';

export function markBundlePaid(body: UpdateBundleOrderStatus): Promise<UpdateBundleOrderStatusAnswer> {
  return api.post('/updateBundleOrderStatus', body, {
    auth: 'shopper',
  });
}
