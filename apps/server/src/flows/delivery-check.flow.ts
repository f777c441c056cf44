// Flow: the product page's "Check delivery" (GET /delivery-check/:pin). The pincode module answers where the
// pincode is, whether it is served and by when; the cash-on-delivery module answers whether COD is offered there
// (its owner's settings). Reads only: no transaction, no lock.
import type { DeliveryCheckAnswer } from '@zariya/shared/pincode-api';
import type { Db } from '../db/client.ts';
import { codOfferedAt } from '../modules/cod/cod.service.ts';
import { checkDelivery as pincodeCheck } from '../modules/pincode/pincode.service.ts';

export function checkDelivery(db: Db, pin: string, now = new Date()): Promise<DeliveryCheckAnswer> {
  return pincodeCheck(db, pin, (pincode) => codOfferedAt(db, pincode), now);
}
