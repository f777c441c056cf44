// POST /api/newsletterSubscribe { whatsappNumber, language } → { message } (product rules §7), and
// POST /api/newsletterUnsubscribe. Sent with her token when she is signed in: her own number then records (or
// withdraws) her WhatsApp marketing consent on her account (decision 0058).
import { useMutation } from '@tanstack/react-query';
import type { Language } from '@zariya/shared/language';
import type { MessageBody } from '@zariya/shared/product';
import { api } from '../../../lib/api-client';

export function subscribeNewsletter(whatsappNumber: string, language: Language): Promise<MessageBody> {
  return api.post('/newsletterSubscribe', { whatsappNumber, language }, { auth: 'shopper' });
}

export function unsubscribeNewsletter(whatsappNumber: string, language: Language): Promise<MessageBody> {
  return api.post('/newsletterUnsubscribe', { whatsappNumber, language }, { auth: 'shopper' });
}

export function useSubscribeNewsletter(language: Language) {
  return useMutation({
    mutationFn: (whatsappNumber: string) => subscribeNewsletter(whatsappNumber, language),
  });
}

export function useUnsubscribeNewsletter(language: Language) {
  return useMutation({
    mutationFn: (whatsappNumber: string) => unsubscribeNewsletter(whatsappNumber, language),
  });
}
