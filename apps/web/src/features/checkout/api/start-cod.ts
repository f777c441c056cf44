// Pay on delivery, step 1: POST /api/cod/start prices what is bought, checks the shop's COD rules and e-mails
// a one-time code. Nothing is placed or held yet.
import type { CodStart } from '@zariya/shared/cod';
import { api } from '../../../lib/api-client';

export function startCod(body: CodStart) {
  return api.post('/cod/start', body, { auth: 'shopper' });
}
