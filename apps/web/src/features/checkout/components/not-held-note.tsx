import { PAYMENT_MESSAGES } from '@zariya/shared/payment-lifecycle';
import { Info } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** Said calmly when createOrder answers `held: false`: she can still pay, and is refunded if she loses the race. */
export function NotHeldNote({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-2 rounded-md bg-ivory-200/70 px-3 py-2 text-xs leading-relaxed text-ink-700',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-plum-700" />
      <span>{t(PAYMENT_MESSAGES.notHeld)}</span>
    </p>
  );
}
