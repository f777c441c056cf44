// The owner's offers: GET/POST /api/admin/offers, GET/PUT /api/admin/offers/:id, POST …/pause and …/resume.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferTermsInput } from '@zariya/shared/offers';
import { api } from '../../../lib/api-client';

export function offersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'offers'] as const,
    queryFn: ({ signal }) => api.get('/admin/offers', { auth: 'admin', signal }),
  });
}

export function offerQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['admin', 'offers', id] as const,
    queryFn: ({ signal }) => api.get(`/admin/offers/${id}`, { auth: 'admin', signal }),
  });
}

export const useOffers = () => useQuery(offersQueryOptions());
export const useOffer = (id: number) => useQuery(offerQueryOptions(id));

/** Creates (no id) or replaces (id) an offer's terms; the list and the offer are read again. */
export function useSaveOffer(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: OfferTermsInput) =>
      id === null
        ? api.post('/admin/offers', terms, { auth: 'admin' })
        : api.put(`/admin/offers/${id}`, terms, { auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
}

export function useOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pause }: { id: number; pause: boolean }) =>
      pause
        ? api.post(`/admin/offers/${id}/pause`, {}, { auth: 'admin' })
        : api.post(`/admin/offers/${id}/resume`, {}, { auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryOptions().queryKey }),
  });
}
