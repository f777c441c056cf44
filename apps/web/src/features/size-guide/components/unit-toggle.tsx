import type { Unit } from '@zariya/shared/size-guide-rules';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** cm / inches, as two toggle buttons in a labelled group. */
export function UnitToggle({ unit, onChange }: { unit: Unit; onChange: (unit: Unit) => void }) {
  const { t } = useT();
  return (
    <fieldset className="inline-flex rounded-full border border-ivory-300 bg-ivory-100 p-0.5">
      <legend className="sr-only">{t('Units')}</legend>
      {(['cm', 'in'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={unit === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-9 min-w-16 rounded-full px-3 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-plum-700',
            unit === option ? 'bg-plum-800 text-ivory-50' : 'text-ink-700 hover:text-plum-900',
          )}
        >
          {option === 'cm' ? 'cm' : t('inches')}
        </button>
      ))}
    </fieldset>
  );
}
