// Flow: the shopper's delivery address on her account, checked against India Post's directory (the pincode module)
// before the accounts module uses it: at both steps of sign-up (the code to her number, then the account once the
// code proves it; decision 0046) and when she changes it.
import type { AuthAnswer, DeliveryAddress } from '@zariya/shared/accounts';
import type { Db } from '../db/client.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import * as phone from '../modules/accounts/phone.service.ts';
import { assertDeliverableAddress } from '../modules/pincode/pincode.service.ts';

/**
 * POST /Signup without a code (decision 0046): a pincode India Post knows in its state, then the accounts module's
 * password rule and a code to the number.
 */
export async function requestSignupCode(...step: Parameters<typeof phone.requestSignupCode>) {
  const [, input] = step;
  await assertDeliverableAddress(input.deliveryAddress);
  return phone.requestSignupCode(...step);
}

/** POST /Signup with the code: the address checked again (the details come anew), then the proven account. */
export async function signupWithCode(...step: Parameters<typeof phone.signupWithCode>): Promise<AuthAnswer> {
  const [, input] = step;
  await assertDeliverableAddress(input.deliveryAddress);
  return phone.signupWithCode(...step);
}

/** POST /updateDeliveryAddress: the new address checked, then saved. */
export async function updateDeliveryAddress(db: Db, userId: number, address: DeliveryAddress) {
  await assertDeliverableAddress(address);
  return accounts.saveDeliveryAddress(db, userId, address);
}
