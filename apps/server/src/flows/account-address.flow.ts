// Flow: the shopper's delivery address on her account, checked against India Post's directory (the pincode module)
// before the accounts module saves it: at sign-up and when she changes it. The checks run in the order they always
// did (number and e-mail free, strong password, then the address), so the same mistake gets the same answer.
import type { AuthAnswer, DeliveryAddress, Signup } from '@zariya/shared/accounts';
import type { Db } from '../db/client.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import { assertDeliverableAddress } from '../modules/pincode/pincode.service.ts';

/** POST /Signup: free number and e-mail, strong password, a pincode India Post knows in its state; then the account. */
export async function signup(db: Db, input: Signup, device: string, now = new Date()): Promise<AuthAnswer> {
  await accounts.assertSignupAllowed(db, input);
  await assertDeliverableAddress(input.deliveryAddress);
  return accounts.createAccount(db, input, device, now);
}

/** POST /updateDeliveryAddress: the new address checked, then saved. */
export async function updateDeliveryAddress(db: Db, userId: number, address: DeliveryAddress) {
  await assertDeliverableAddress(address);
  return accounts.saveDeliveryAddress(db, userId, address);
}
