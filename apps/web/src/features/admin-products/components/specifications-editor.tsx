import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { FieldError, FormSection } from './form-section';

/** An editable specification row; the id keeps React's row identity while rows are removed. */
export type SpecRow = { id: number; key: string; value: string };

let nextId = 1;
export const specRows = (list: ReadonlyArray<{ key: string; value: string }>): SpecRow[] =>
  list.map(({ key, value }) => ({ id: nextId++, key, value }));

/** The two halves of a row: its name ('Fabric') and its value ('Pure Silk'). */
const HALVES = [
  { part: 'key', name: 'name', placeholder: 'Fabric', className: 'col-start-1' },
  { part: 'value', name: 'value', placeholder: 'Pure Silk', className: 'col-start-1 sm:col-start-2' },
] as const;

/** The product forms' Specifications: key/value rows such as Fabric: Pure Silk; a row needs both halves (product rules §5). */
export function SpecificationsSection({
  rows,
  onChange,
  errors,
}: {
  rows: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  /** The form's errors by field; this section shows `specifications`. */
  errors: Record<string, string | undefined>;
}) {
  const update = (index: number, change: Partial<SpecRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <FormSection title="Specifications">
      <div className="space-y-3">
        {rows.length === 0 ? (
          <p className="text-sm text-ink-500">No specifications yet, e.g. Fabric, Wash Care, Blouse piece.</p>
        ) : null}
        <ul className="space-y-3">
          {rows.map((row, index) => (
            <li
              key={row.id}
              className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1.5fr_auto] sm:items-end"
            >
              {HALVES.map((half) => (
                <Input
                  key={half.part}
                  label={`Specification ${index + 1} ${half.name}`}
                  placeholder={half.placeholder}
                  value={row[half.part]}
                  onChange={(event) => update(index, { [half.part]: event.target.value })}
                  className={half.className}
                />
              ))}
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove specification ${index + 1}`}
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-3 sm:row-span-1 sm:self-end"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <FieldError message={errors.specifications} />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange([...rows, ...specRows([{ key: '', value: '' }])])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add specification
        </Button>
      </div>
    </FormSection>
  );
}
