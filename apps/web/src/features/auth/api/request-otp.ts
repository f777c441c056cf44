// POST /api/requestOtp { email } → { message } (product rules §7). The answer is the same whether or not the
// e-mail has an account; the mail itself says which.
import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';

export function requestOtp(email: string): Promise<MessageBody> {
  return api.post('/requestOtp', { email });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
