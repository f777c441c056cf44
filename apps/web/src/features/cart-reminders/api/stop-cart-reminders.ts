// POST /api/cart-reminders/stop { userId, token }: the signed stop link of a cart reminder e-mail (no login).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useStopCartReminders() {
  return useMutation({
    mutationFn: (link: { userId: string; token: string }) => api.post('/cart-reminders/stop', link),
  });
}
