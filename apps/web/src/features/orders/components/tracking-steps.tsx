import { TRACKING_STEPS, type TrackingProgress } from '@zariya/shared/tracking';
import { Check, Home, Package, ShoppingBag, Truck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

const ICONS = [ShoppingBag, Package, Truck, Home];

/** The four steps Ordered, Packed, Shipped, Delivered and the 25/50/75/100 % bar (product rules §4 Tracking). */
export function TrackingSteps({ progress, stopped }: { progress: TrackingProgress; stopped?: string }) {
  const { t } = useT();
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('Delivery progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${t(progress.step)}, ${progress.percent}%`}
        className="h-2 overflow-hidden rounded-full bg-ivory-300/70"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-700',
            stopped ? 'bg-ink-300' : 'bg-gradient-to-r from-plum-700 to-gold-500',
          )}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-4 gap-1 text-center">
        {TRACKING_STEPS.map((step, index) => {
          const done = index <= progress.stepIndex;
          const Icon = done ? (index === progress.stepIndex ? ICONS[index] : Check) : ICONS[index];
          return (
            <li
              key={step}
              aria-current={index === progress.stepIndex ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5"
            >
              <span
                className={cn(
                  'inline-flex size-10 items-center justify-center rounded-full ring-2 sm:size-12',
                  done
                    ? 'bg-plum-800 text-ivory-50 ring-plum-800'
                    : 'bg-ivory-50 text-ink-300 ring-ivory-300',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className={cn('text-xs font-medium sm:text-sm', done ? 'text-plum-950' : 'text-ink-500')}>
                {t(step)}
                <span className="sr-only"> {done ? t('(done)') : t('(not yet)')}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {stopped ? <p className="mt-4 text-center text-sm font-medium text-ink-700">{stopped}</p> : null}
    </div>
  );
}
