// POST /api/newsletterSubscribe { whatsappNumber } → { message } (product rules §7).
import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';

export function subscribeNewsletter(whatsappNumber: string): Promise<MessageBody> {
  return api.post('/newsletterSubscribe', { whatsappNumber });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
