// POST /api/newsletterSubscribe { whatsappNumber } → { message } (SPEC §7).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function subscribeNewsletter(whatsappNumber: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/newsletterSubscribe', { whatsappNumber });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
