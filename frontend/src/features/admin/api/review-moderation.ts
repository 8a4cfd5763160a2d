// The admin's review moderation: every review, newest first, and hiding or showing one.
import type { RecentReviewsResponse, Review, ReviewSavedResponse } from '@store/contracts/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/reviews/recent: one page of every review, hidden ones marked. */
export async function listRecentReviews(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<RecentReviewsResponse> {
  const { data } = await apiClient.get<RecentReviewsResponse>('/api/reviews/recent', {
    params: { page, limit },
    signal,
  });
  return data;
}

/** POST /api/product/:id/reviews/:reviewId/hide or …/show. */
export async function setReviewHidden(review: Review, hidden: boolean): Promise<ReviewSavedResponse> {
  const [productId, reviewId] = [encodeURIComponent(review.productId), encodeURIComponent(review._id)];
  const { data } = hidden
    ? await apiClient.post<ReviewSavedResponse>(`/api/product/${productId}/reviews/${reviewId}/hide`)
    : await apiClient.post<ReviewSavedResponse>(`/api/product/${productId}/reviews/${reviewId}/show`);
  return data;
}

export function useRecentReviews(page: number, limit: number) {
  return useQuery({
    queryKey: [...queryKeys.admin.all, 'reviews', page, limit],
    queryFn: ({ signal }) => listRecentReviews(page, limit, signal),
    staleTime: staleTimes.admin,
    placeholderData: keepPreviousData,
  });
}

/** Hides or shows a review; the admin's list, the shop's reviews and the products' ratings are read again. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, hidden }: { review: Review; hidden: boolean }) => setReviewHidden(review, hidden),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...queryKeys.admin.all, 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]),
  });
}
