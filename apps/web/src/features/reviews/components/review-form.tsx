import { MESSAGES } from '@zariya/shared/constants';
import { FEEDBACK_TEXT_MAX } from '@zariya/shared/reviews-api';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useT } from '../../../lib/i18n';
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
  const { t } = useT();
  const submit = useSubmitFeedback();
  const [productId, setProductId] = useState(items.length === 1 ? items[0].productId : 0);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ product?: string; rating?: string; server?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      product: productId ? undefined : t('Please choose the product you are reviewing.'),
      rating: rating ? undefined : t('Please choose from 1 to 5 stars.'),
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
          const reason = error instanceof Error && error.message ? t(error.message) : t('Unknown error');
          const message = t('Failed to submit feedback: {{reason}}', { reason });
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
            label={t('Product')}
            value={String(productId)}
            onChange={(event) => setProductId(Number(event.target.value))}
            options={[
              { value: '0', label: t('Choose a product') },
              ...items.map((item) => ({ value: String(item.productId), label: item.productName })),
            ]}
            aria-invalid={errors.product ? true : undefined}
          />
          {errors.product ? <p className="mt-1.5 text-sm text-danger-600">{errors.product}</p> : null}
        </div>
      ) : (
        <p className="text-sm text-ink-700">
          <Trans
            t={t}
            i18nKey="Reviewing <name>{{name}}</name>"
            values={{ name: items[0]?.productName }}
            components={{ name: <span translate="no" className="font-semibold text-ink-900" /> }}
          />
        </p>
      )}
      <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
      <Textarea
        label={t('Your review')}
        rows={4}
        maxLength={FEEDBACK_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('How was the fabric, the fit, the colour?')}
      />
      <ReviewImageInput value={image} onChange={setImage} />
      {errors.server ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
          {errors.server}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={submit.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={submit.isPending}>
          {t('Submit review')}
        </Button>
      </div>
    </form>
  );
}
