import { BadgePercent, Check } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { couponErrorMessage, useApplyCoupon } from '../api/apply-coupon';

export type CouponFormProps = {
  /** Accessible name of the field, e.g. 'Coupon code for Banarasi saree'. */
  label: string;
  /** The line to discount; without it the coupon is for the whole bundle. */
  lineId?: number;
  applied: boolean;
  /** What to say when the coupon is already applied (product rules §8 texts differ for a line and the bundle). */
  alreadyAppliedMessage: string;
  appliedText: string;
  className?: string;
};

/** A coupon field with Apply; once applied it shows a confirmation instead (each coupon applies once). */
export function CouponForm({
  label,
  lineId,
  applied,
  alreadyAppliedMessage,
  appliedText,
  className,
}: CouponFormProps) {
  const { t } = useT();
  const id = useId();
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const errorId = `${id}-error`;
  const error = apply.error ? couponErrorMessage(apply.error) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (applied) {
      toast.info(alreadyAppliedMessage);
      return;
    }
    apply.mutate({ couponCode: code, lineId }, { onSuccess: () => setCode('') });
  };

  return (
    <form onSubmit={onSubmit} noValidate className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <BadgePercent
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gold-600"
          />
          <input
            id={id}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (apply.isError) apply.reset();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder={applied ? t('Coupon applied') : t('Coupon code')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className={cn(fieldClasses, 'min-h-10 pl-9')}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" loading={apply.isPending} className="sm:min-h-10">
          {t('Apply')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p className="flex items-center gap-1 text-xs font-medium text-success-600">
          <Check aria-hidden="true" className="size-3.5" /> {appliedText}
        </p>
      ) : null}
    </form>
  );
}
