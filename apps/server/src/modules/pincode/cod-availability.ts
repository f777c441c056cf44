// Whether cash on delivery is offered at a pincode, for the product page's delivery check: the COD module's one
// rule over the owner's COD settings (modules/cod, decision 0024).
import type { CodAvailability } from '@zariya/shared/pincode-api';
import type { Db } from '../../db/client.ts';
import { codOfferedAt } from '../cod/cod.service.ts';

export async function codAvailability(
  db: Db,
  pincode: string,
  orderValue?: number,
): Promise<CodAvailability> {
  return codOfferedAt(db, pincode, orderValue);
}
