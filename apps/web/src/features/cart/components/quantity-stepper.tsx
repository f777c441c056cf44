import { Minus, Plus } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/** Minus and plus around the quantity; minus stops at 1 (product rules §4 Cart). */
export function QuantityStepper({
  quantity,
  productName,
  onChange,
  disabled,
}: {
  quantity: number;
  productName: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const { t } = useT();
  const button =
    'inline-flex size-tap items-center justify-center text-plum-900 transition-colors hover:bg-plum-50 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent sm:size-9';
  return (
    <div className="inline-flex items-center rounded-full border border-ink-300/70 bg-ivory-50">
      <button
        type="button"
        className={`${button} rounded-l-full`}
        onClick={() => onChange(quantity - 1)}
        disabled={disabled || quantity <= 1}
        aria-label={t('Decrease quantity of {{name}}', { name: productName })}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-label={t('Quantity of {{name}}', { name: productName })}
        aria-live="polite"
        className="min-w-8 text-center text-sm font-semibold tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-full`}
        onClick={() => onChange(quantity + 1)}
        disabled={disabled}
        aria-label={t('Increase quantity of {{name}}', { name: productName })}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
