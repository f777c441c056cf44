// POST /api/verifyOtp { email, otp } → { token, username, userId } (product rules §7); the answer becomes the session.
import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, VerifyOtp } from '@zariya/shared/accounts';
import { api } from '../../../lib/api-client';
import { setShopperSession } from '../../../lib/session';

export function verifyOtp(body: VerifyOtp): Promise<AuthAnswer> {
  return api.post('/verifyOtp', body);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp, onSuccess: (answer) => setShopperSession(answer) });
}
