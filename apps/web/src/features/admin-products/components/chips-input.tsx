import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldHint, FieldLabel } from '../../../components/ui/field-parts';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { splitList } from '../product-form-values';
import { FieldError } from './form-section';

export type ChipsInputProps = {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Returns a message when a typed value cannot be added. */
  check?: (value: string) => string | null;
  presets?: readonly string[];
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  renderChip?: (value: string) => ReactNode;
  /** Extra controls beside the Add button (e.g. a colour picker). */
  addon?: ReactNode;
};

/** A list of unique short values typed one by one (Enter or comma adds), shown as removable chips. */
export function ChipsInput(props: ChipsInputProps) {
  const { label, values, onChange, check, presets, placeholder, hint, error, renderChip, addon } = props;
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (text: string) => {
    const next = [...values];
    for (const item of splitList(text)) {
      const issue = check?.(item) ?? null;
      if (issue) return setProblem(issue);
      if (next.some((v) => v.toLowerCase() === item.toLowerCase())) {
        return setProblem(`"${item}" is already in the list.`);
      }
      next.push(item);
    }
    setProblem(null);
    setDraft('');
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (draft.trim()) add(draft);
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={problem || error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          className={cn(fieldClasses, 'min-w-0 flex-1')}
        />
        {addon}
        <Button variant="secondary" onClick={() => add(draft)} disabled={!draft.trim()}>
          <Plus aria-hidden="true" className="size-4" />
          Add<span className="sr-only"> to {label.toLowerCase()}</span>
        </Button>
      </div>
      <FieldHint id={`${id}-hint`} hint={hint} />
      <FieldError id={`${id}-error`} message={problem ?? error} />
      {presets?.length ? (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {presets
            .filter((p) => !values.some((v) => v.toLowerCase() === p.toLowerCase()))
            .map((preset) => (
              <button
                key={preset}
                type="button"
                onClick={() => add(preset)}
                className="min-h-9 rounded-full border border-dashed border-ink-300 px-3 text-xs font-medium text-ink-700 hover:border-plum-700 hover:text-plum-900"
              >
                + {preset}
              </button>
            ))}
        </div>
      ) : null}
      {values.length > 0 ? (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-3 flex flex-wrap gap-2">
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1.5 rounded-full bg-plum-50 py-1 pr-1 pl-3 text-sm text-plum-900 ring-1 ring-plum-100"
            >
              {renderChip ? renderChip(value) : value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-plum-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
