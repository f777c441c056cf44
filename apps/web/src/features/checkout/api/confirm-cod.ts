// Pay on delivery, step 2: POST /api/cod/confirm with the e-mailed code places the order and takes the stock.
import type { CodConfirm } from '@zariya/shared/cod';
import { api } from '../../../lib/api-client';

export function confirmCod(body: CodConfirm) {
  return api.post('/cod/confirm', body, { auth: 'shopper' });
}
