// GET /api/admin/returns/:id/photo?w= (admin) → the photo the shopper sent, as an object URL: the photo is private
// (never on the public uploads route), so it is fetched with the owner's token rather than linked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminToken } from '../../../lib/session';

export async function getReturnPhoto(id: number, width?: number, signal?: AbortSignal): Promise<string> {
  const token = getAdminToken();
  const response = await fetch(`/api/admin/returns/${id}/photo${width ? `?w=${width}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
  return URL.createObjectURL(await response.blob());
}

export const returnPhotoQueryOptions = (id: number, width?: number) =>
  queryOptions({
    queryKey: ['admin', 'return-photo', id, width ?? 'full'],
    queryFn: ({ signal }) => getReturnPhoto(id, width, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });

export const useReturnPhoto = (id: number, width?: number) => useQuery(returnPhotoQueryOptions(id, width));
