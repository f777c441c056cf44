// GET /api/size-guides: every category's table (a handful of small tables), read once per visit.
import type { SizeGuide } from '@zariya/shared/size-guide';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function sizeGuidesQueryOptions() {
  return queryOptions({
    queryKey: ['size-guides'] as const,
    queryFn: async ({ signal }) => (await api.get('/size-guides', { signal })).guides,
    staleTime: 5 * 60_000,
  });
}

export const useSizeGuides = () => useQuery(sizeGuidesQueryOptions());

/** The category's guide when it names at least one of the product's sizes; otherwise there is nothing to show. */
export function guideFor(
  guides: SizeGuide[] | undefined,
  category: string,
  sizes: readonly string[],
): SizeGuide | undefined {
  const guide = guides?.find((g) => g.category === category);
  if (!guide) return undefined;
  const offered = new Set(sizes.map((s) => s.toUpperCase()));
  return guide.rows.some((row) => offered.has(row.size.toUpperCase())) ? guide : undefined;
}
