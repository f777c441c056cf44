// The owner's search settings (issue 29): GET /api/admin/search/misses (searches that found nothing or little),
// GET /api/admin/search/synonyms, and adding a word to a group ("Add as synonym of …").
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function searchMissesQueryOptions(max: number) {
  return queryOptions({
    queryKey: ['admin', 'search', 'misses', max] as const,
    queryFn: ({ signal }) =>
      api.get('/admin/search/misses', { auth: 'admin', signal, query: { max, limit: 100 } }),
    staleTime: 0,
  });
}

export const useSearchMisses = (max: number) => useQuery(searchMissesQueryOptions(max));

export function synonymsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'search', 'synonyms'] as const,
    queryFn: ({ signal }) => api.get('/admin/search/synonyms', { auth: 'admin', signal }),
    staleTime: 0,
  });
}

export const useSynonyms = () => useQuery(synonymsQueryOptions());

export function useAddSynonymWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, word }: { id: number; word: string }) =>
      api.post(`/admin/search/synonyms/${id}/words`, { word }, { auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'search'] }),
  });
}

export function useRemoveSynonymGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/search/synonyms/${id}`, { auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'search'] }),
  });
}
