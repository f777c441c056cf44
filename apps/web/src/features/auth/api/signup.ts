// POST /api/Signup → 201 { token, username, userId } (SPEC §7): the new shopper is logged in at once.
import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, Signup } from '@zariya/shared/accounts';
import { api } from '../../../lib/api-client';
import { setShopperSession } from '../../../lib/session';

export function signup(body: Signup): Promise<AuthAnswer> {
  return api.post('/Signup', body);
}

export function useSignup() {
  return useMutation({ mutationFn: signup, onSuccess: (answer) => setShopperSession(answer) });
}
