import { MESSAGES } from '@zariya/shared/constants';
import { FEEDBACK_TEXT_MAX } from '@zariya/shared/reviews-api';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitFeedback } from '../api/submit-feedback';
import { ReviewImageInput } from './review-image-input';
import { StarRatingInput } from './star-rating-input';

export type ReviewableItem = { productId: number; productName: string };

export type ReviewFormProps = {
  userId: string;
  orderRef: string;
  /** Products of the order not yet reviewed; a bundle asks which one. */
  items: ReviewableItem[];
  onDone: () => void;
};

/** Stars, text and an optional photo for one product of a completed order. */
export function ReviewForm({ userId, orderRef, items, onDone }: ReviewFormProps) {
  const submit = useSubmitFeedback();
  const [productId, setProductId] = useState(items.length === 1 ? items[0].productId : 0);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ product?: string; rating?: string; server?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      product: productId ? undefined : 'Please choose the product you are reviewing.',
      rating: rating ? undefined : 'Please choose from 1 to 5 stars.',
    };
    setErrors(found);
    if (found.product || found.rating) return;
    submit.mutate(
      { userId, orderId: orderRef, productId, rating, feedback: text.trim(), image },
      {
        onSuccess: () => {
          toast.success(MESSAGES.feedbackSubmitted);
          onDone();
        },
        onError: (error) => {
          const message = `Failed to submit feedback: ${error instanceof Error && error.message ? error.message : 'Unknown error'}`;
          setErrors({ server: message });
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {items.length > 1 ? (
        <div>
          <Select
            label="Product"
            value={String(productId)}
            onChange={(event) => setProductId(Number(event.target.value))}
            options={[
              { value: '0', label: 'Choose a product' },
              ...items.map((item) => ({ value: String(item.productId), label: item.productName })),
            ]}
            aria-invalid={errors.product ? true : undefined}
          />
          {errors.product ? <p className="mt-1.5 text-sm text-danger-600">{errors.product}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-ink-700">
          Reviewing <span className="font-semibold text-ink-900">{items[0]?.productName}</span>
        </p>
      )}
      <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
      <Textarea
        label="Your review"
        rows={4}
        maxLength={FEEDBACK_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="How was the fabric, the fit, the colour?"
      />
      <ReviewImageInput value={image} onChange={setImage} />
      {errors.server ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
          {errors.server}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={submit.isPending}>
          Submit review
        </Button>
      </div>
    </form>
  );
}
