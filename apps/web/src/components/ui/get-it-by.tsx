import { Truck } from 'lucide-react';
import { Trans } from 'react-i18next';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const strong = { strong: <strong className="font-semibold text-ink-900" /> };

/**
 * 'Get it by <date>' beside a van, the date in bold. With `place` (the pincode check's answer) it reads 'at <place>'
 * too, and the van stays at the first line when the sentence wraps.
 */
export function GetItBy({ date, place, className }: { date: string; place?: string; className?: string }) {
  const { t } = useT();
  return place ? (
    <p className={cn('flex items-start gap-2', className)}>
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
      <span>
        <Trans
          t={t}
          i18nKey="Get it by <strong>{{date}}</strong> at {{place}}"
          values={{ date, place }}
          components={strong}
        />
      </span>
    </p>
  ) : (
    <p className={cn('flex items-center gap-2', className)}>
      <Truck aria-hidden="true" className="size-5 text-plum-700" />
      <span>
        <Trans t={t} i18nKey="Get it by <strong>{{date}}</strong>" values={{ date }} components={strong} />
      </span>
    </p>
  );
}
