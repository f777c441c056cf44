// GET /api/search/suggest?q=: up to 8 products for the text typed so far (every word a prefix).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestion } from '@zariya/shared/catalog';
import { api } from '../../../lib/api-client';

export const MIN_SUGGEST_LENGTH = 2;

export function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return api.get('/search/suggest', { query: { q }, signal });
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for text that has been still for a moment; nothing for fewer than two characters. */
export function useSuggestions(text: string) {
  const q = text.trim().toLowerCase();
  return useQuery({ ...suggestionsQueryOptions(q), enabled: q.length >= MIN_SUGGEST_LENGTH });
}
