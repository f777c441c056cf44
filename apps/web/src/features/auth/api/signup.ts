// POST /api/Signup (product rules §7, issue 28): the details alone → 202 "we sent a code" to the mobile, whoever holds the
// number or e-mail; the details with the code → 201 { token, username, userId }, and she is logged in at once.
import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer } from '@zariya/shared/accounts';
import type { PhoneCodeSent, SignupWithCode } from '@zariya/shared/phone-codes';
import { api } from '../../../lib/api-client';
import { setShopperSession } from '../../../lib/session';

export function signup(body: SignupWithCode): Promise<AuthAnswer | PhoneCodeSent> {
  return api.post('/Signup', body);
}

export const isSession = (answer: AuthAnswer | PhoneCodeSent): answer is AuthAnswer => 'token' in answer;

export function useSignup() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (answer) => {
      if (isSession(answer)) setShopperSession(answer);
    },
  });
}
