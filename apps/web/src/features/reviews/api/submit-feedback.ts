// POST /api/submitFeedback (multipart): orderId, productId, rating, feedback and an optional image file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitFeedbackAnswer } from '@zariya/shared/reviews-api';
import { api } from '../../../lib/api-client';
import { userReviewsQueryOptions } from './get-user-reviews';

export type FeedbackInput = {
  userId: string;
  /** "12" or "B-12". */
  orderId: string;
  productId: number;
  rating: number;
  feedback: string;
  image: File | null;
};

export function submitFeedback(input: FeedbackInput): Promise<SubmitFeedbackAnswer> {
  const form = new FormData();
  form.set('userId', input.userId);
  form.set('orderId', input.orderId);
  form.set('productId', String(input.productId));
  form.set('rating', String(input.rating));
  form.set('feedback', input.feedback);
  // The file goes last so the server has every text field before it reads the upload.
  if (input.image) form.set('image', input.image, input.image.name);
  return api.post('/submitFeedback', form, { auth: 'shopper' });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: userReviewsQueryOptions(input.userId).queryKey });
      // Every product list and page carries averageRating and the reviews; the catalogue's keys all start
      // with 'products', and features do not import each other, so this one prefix is named here.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
