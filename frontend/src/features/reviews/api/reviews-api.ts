// A product's reviews and the signed-in shopper's own: reading them a page at a time, and posting,
// editing or deleting one. Every change answers the product's new rating, so the product's queries
// (which carry the rating) are read again after it.
import type {
  MyReviewResponse,
  ReviewInput,
  ReviewListResponse,
  ReviewSavedResponse,
} from '@store/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/product/:id/reviews: one page, newest first. */
export async function getProductReviews(
  productId: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  const { data } = await apiClient.get<ReviewListResponse>(
    `/api/product/${encodeURIComponent(productId)}/reviews`,
    {
      params: { page, limit },
      signal,
    },
  );
  return data;
}

/** GET /api/product/:id/reviews/mine: the shopper's review, or whether (and why not) they may write one. */
export async function getMyReview(productId: string, signal?: AbortSignal): Promise<MyReviewResponse> {
  const { data } = await apiClient.get<MyReviewResponse>(
    `/api/product/${encodeURIComponent(productId)}/reviews/mine`,
    { signal },
  );
  return data;
}

export function useProductReviews(productId: string, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.reviews.list(productId, page, limit),
    queryFn: ({ signal }) => getProductReviews(productId, page, limit, signal),
  });
}

export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: queryKeys.reviews.mine(productId),
    queryFn: ({ signal }) => getMyReview(productId, signal),
    enabled: signedIn,
  });
}

export type ReviewChange =
  { kind: 'post'; input: ReviewInput } | { kind: 'edit'; input: ReviewInput } | { kind: 'delete' };

async function changeReview(productId: string, change: ReviewChange): Promise<ReviewSavedResponse> {
  const id = encodeURIComponent(productId);
  if (change.kind === 'post') {
    return (await apiClient.post<ReviewSavedResponse>(`/api/product/${id}/reviews`, change.input)).data;
  }
  if (change.kind === 'edit') {
    return (await apiClient.put<ReviewSavedResponse>(`/api/product/${id}/reviews/mine`, change.input)).data;
  }
  return (await apiClient.delete<ReviewSavedResponse>(`/api/product/${id}/reviews/mine`)).data;
}

/** Posts, edits or deletes the shopper's review; their review, the list and the product are read again. */
export function useChangeReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReviewChange) => changeReview(productId, change),
    onSuccess: async (saved) => {
      queryClient.setQueryData<MyReviewResponse>(queryKeys.reviews.mine(productId), (before) => ({
        success: true,
        review: saved.review,
        canReview: saved.review === null,
        refusal: before?.refusal ?? null,
      }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}
