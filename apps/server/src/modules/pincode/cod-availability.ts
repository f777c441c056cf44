// MERGE POINT (issue 13): whether cash on delivery is offered at a pincode, for the product page's delivery
// check. Cash on delivery is the fulfilment module's; until it is merged there are no COD settings and the answer
// is "not offered". At merge, point this one function at fulfilment's
// `codOfferedAt(db, pincode, orderValue?)` → { offered, reason? } and delete the stand-in below.
import type { CodAvailability } from '@zariya/shared/pincode-api';
import type { Db } from '../../db/client.ts';

export const COD_NOT_OFFERED = 'Cash on delivery is not offered yet.';

export async function codAvailability(
  _db: Db,
  _pincode: string,
  _orderValue?: number,
): Promise<CodAvailability> {
  return { offered: false, reason: COD_NOT_OFFERED };
}
