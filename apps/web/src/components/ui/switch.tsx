import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** id of the element that names the switch. */
  labelledBy?: string;
  label?: string;
  onText?: string;
  offText?: string;
  disabled?: boolean;
};

/** An on/off switch (role="switch") with its state also written beside the track. */
export function Switch({ checked, onChange, labelledBy, label, onText, offText, disabled }: SwitchProps) {
  const { t } = useT();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-tap items-center gap-2.5 rounded-full pr-1 text-sm font-medium disabled:opacity-55"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          checked ? 'bg-success-600' : 'bg-ink-300',
        )}
      >
        <span
          className={cn(
            'absolute left-0.5 size-5 rounded-full bg-white shadow-soft transition-transform',
            checked && 'translate-x-5',
          )}
        />
      </span>
      <span aria-hidden="true" className={cn('w-7 text-left', checked ? 'text-success-600' : 'text-ink-500')}>
        {checked ? (onText ?? t('Yes')) : (offText ?? t('No'))}
      </span>
    </button>
  );
}
