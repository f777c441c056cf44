// Sign in with a code on the phone (issue 28): POST /api/phone/requestCode { mobileNumber } → the same answer for
// any number; POST /api/phone/verifyCode { mobileNumber, otp } → { token, username, userId }, the session.
import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@zariya/shared/accounts';
import type { PhoneCodeSent } from '@zariya/shared/phone-codes';
import { api } from '../../../lib/api-client';
import { setShopperSession } from '../../../lib/session';

export function requestPhoneCode(mobileNumber: string): Promise<PhoneCodeSent> {
  return api.post('/phone/requestCode', { mobileNumber });
}

export function verifyPhoneCode(body: { mobileNumber: string; otp: string }): Promise<AuthAnswer> {
  return api.post('/phone/verifyCode', body);
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode, onSuccess: (answer) => setShopperSession(answer) });
}
