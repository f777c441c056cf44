import { STAR_SCALE } from '@zariya/shared/constants';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

export type StarRatingInputProps = {
  value: number;
  onChange: (value: number) => void;
  error?: string;
};

/**
 * 1 to 5 stars as a native radio group: arrow keys move between stars, screen readers announce
 * '3 stars, 3 of 5'. The stars up to the hovered or chosen one are filled.
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const { t } = useT();
  const words = ['', t('Poor'), t('Fair'), t('Good'), t('Very good'), t('Excellent')];
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink-700">{t('Your rating')}</legend>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios carry the input */}
        <div className="flex" onMouseLeave={() => setHovered(0)}>
          {Array.from({ length: STAR_SCALE }, (_, i) => i + 1).map((stars) => (
            <label
              key={stars}
              className="group relative inline-flex size-tap cursor-pointer items-center justify-center"
              onMouseEnter={() => setHovered(stars)}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={cn(
                  'pointer-events-none size-8 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-plum-700',
                  stars <= shown ? 'fill-gold-400 text-gold-500' : 'fill-transparent text-ink-300',
                )}
              />
              <span className="sr-only">
                {stars === 1 ? t('1 star') : t('{{count}} stars', { count: stars })}
              </span>
            </label>
          ))}
        </div>
        <span className="text-sm font-medium text-ink-700" aria-hidden="true">
          {words[shown] ?? ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
