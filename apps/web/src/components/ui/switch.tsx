import { type ReactNode, useId } from 'react';
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

/** A setting that is on or off in a row: its title (and a grey note under it) names the switch at the row's end. */
export function SwitchRow({
  title,
  note,
  ...props
}: { title: ReactNode; note?: ReactNode } & Omit<SwitchProps, 'labelledBy' | 'label'>) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <div>
        <p id={id} className="text-sm font-medium text-ink-900">
          {title}
        </p>
        {note ? <p className="text-xs text-ink-500">{note}</p> : null}
      </div>
      <Switch labelledBy={id} {...props} />
    </div>
  );
}
