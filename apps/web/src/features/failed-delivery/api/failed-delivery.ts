// GET/POST /api/failed-deliveries/:token: the question after a failed delivery, and her answer (the signed link
// is the proof; no login).
import type { FailedDeliveryAnswer } from '@zariya/shared/failed-delivery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (token: string) => ['failed-delivery', token] as const;

export function useFailedDelivery(token: string) {
  return useQuery({
    queryKey: key(token),
    queryFn: () => api.get(`/failed-deliveries/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useAnswerFailedDelivery(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: FailedDeliveryAnswer) =>
      api.post(`/failed-deliveries/${encodeURIComponent(token)}`, answer),
    onSuccess: () => client.invalidateQueries({ queryKey: key(token) }),
  });
}
