// POST /api/getUserReviews { userId } → what the shopper has already reviewed (orderId "12"/"B-12", productId).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserReviewsAnswer } from '@zariya/shared/reviews-api';
import { api } from '../../../lib/api-client';

export function getUserReviews(userId: string, signal?: AbortSignal): Promise<UserReviewsAnswer> {
  return api.post('/getUserReviews', { userId }, { auth: 'shopper', signal });
}

export function userReviewsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['reviews', 'mine', userId],
    queryFn: ({ signal }) => getUserReviews(userId!, signal),
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}

export function useUserReviews(userId: string | null) {
  return useQuery(userReviewsQueryOptions(userId));
}
