// POST /api/login { mobileNumber, password } → { token, username, userId } (product rules §7); the answer becomes the session.
import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, Login } from '@zariya/shared/accounts';
import { api } from '../../../lib/api-client';
import { setShopperSession } from '../../../lib/session';

export function login(body: Login): Promise<AuthAnswer> {
  return api.post('/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login, onSuccess: (answer) => setShopperSession(answer) });
}
