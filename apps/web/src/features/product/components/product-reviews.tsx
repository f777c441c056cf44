import { MESSAGES } from '@zariya/shared/constants';
import { imageUrl } from '@zariya/shared/images';
import type { Feedback } from '@zariya/shared/product';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { useLocale, useT } from '../../../lib/i18n';
import { useDisplayDate } from '../../../lib/i18n';

function reviewDate(format: (date: string) => string, value: string): string {
  try {
    return format(value);
  } catch {
    return '';
  }
}

/** Reviews in a horizontal strip that can be shown or hidden (product rules §2 Product page). */
export function ProductReviews({
  reviews,
  average,
  ratingCount,
}: {
  reviews: Feedback[];
  average: number;
  ratingCount: number;
}) {
  const { t } = useT();
  const locale = useLocale();
  const displayDate = useDisplayDate();
  const [shown, setShown] = useState(true);
  const averageText = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
  const headingId = useId();
  const stripId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-ivory-300/70 pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-display-sm font-medium">
            {t('Ratings & Reviews')}
          </h2>
          <div className="mt-1 flex items-center gap-2 text-sm text-ink-700">
            <Stars average={average} size="md" />
            {ratingCount > 0 ? (
              <span>
                {/* Stars without words are ratings, not reviews: the count says so when no review is written. */}
                {reviews.length === 0
                  ? ratingCount === 1
                    ? t('{{average}} out of 5 · {{count}} rating, no written reviews yet', {
                        average: averageText,
                        count: ratingCount,
                      })
                    : t('{{average}} out of 5 · {{count}} ratings, no written reviews yet', {
                        average: averageText,
                        count: new Intl.NumberFormat(locale).format(ratingCount),
                      })
                  : ratingCount === 1
                    ? t('{{average}} out of 5 · {{count}} rating', {
                        average: averageText,
                        count: ratingCount,
                      })
                    : t('{{average}} out of 5 · {{count}} ratings', {
                        average: averageText,
                        count: new Intl.NumberFormat(locale).format(ratingCount),
                      })}
              </span>
            ) : (
              <span>{t('No ratings yet')}</span>
            )}
          </div>
        </div>
        {reviews.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={shown}
            aria-controls={stripId}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? t('Hide reviews') : t('Show reviews ({{count}})', { count: reviews.length })}
          </Button>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-4 rounded-xl bg-ivory-50 px-5 py-6 text-center text-ink-700 ring-1 ring-ivory-300/70">
          {t(MESSAGES.firstReview)}
        </p>
      ) : (
        <ul
          id={stripId}
          hidden={!shown}
          aria-label={t('Reviews')}
          className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0"
        >
          {reviews.map((review, index) => (
            <li
              // Reviews carry no id of their own; their order is fixed by the server.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="w-72 shrink-0 snap-start rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70"
            >
              <div className="flex items-center justify-between gap-2">
                <p translate="no" className="truncate text-sm font-semibold text-ink-900">
                  {review.name}
                </p>
                <Stars average={review.rating} />
              </div>
              <p className="mt-0.5 text-xs text-ink-500">{reviewDate(displayDate, review.date)}</p>
              <p translate="no" className="mt-2 line-clamp-6 text-sm text-ink-700">
                {review.content}
              </p>
              {review.image ? (
                <img
                  src={imageUrl(review.image, 400)}
                  alt={t('Shared by {{name}}', { name: review.name })}
                  width={400}
                  height={500}
                  loading="lazy"
                  decoding="async"
                  className="mt-3 h-32 w-auto rounded-md object-cover"
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
