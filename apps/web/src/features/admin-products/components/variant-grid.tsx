// The variant grid (decision 0043, phase 2): sizes down, colours across (a list by colour on phones); each cell
// made or left out, its stock (when counted per size and colour), price and SKU; "Set all" per colour. Shared by
// the add and edit product pages; the page decides how it is saved.
import { cellName, combinations, type VariantKey } from '@zariya/shared/variant-rules';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  type CellDraft,
  cellKey,
  draftCell,
  draftSum,
  type GridDraft,
  setColumn,
} from '../variant-grid-values';

type Props = {
  sizes: readonly string[];
  colors: readonly string[];
  draft: GridDraft;
  onChange: (draft: GridDraft) => void;
  /** Refusals by cell (cellKey). */
  errors: Record<string, string>;
  /** Said under the toggle when the grid cannot be split now (e.g. the add form's note). */
  splitNote?: ReactNode;
};

const small = cn(fieldClasses, 'min-h-10 px-2.5 text-sm sm:min-h-9');

/** The name of a size or colour as the grid shows it ('' is the product's only one). */
const label = (value: string, none: string) => (value === '' ? none : value);

/** The owner's grid: the toggle, its explanation, "Set all" per colour and one cell per size × colour. */
export function VariantGrid({ sizes, colors, draft, onChange, errors, splitNote }: Props) {
  const { t } = useT();
  const wide = useMediaQuery('(min-width: 640px)');
  const toggleId = useId();
  const sum = draftSum(draft, sizes, colors);
  const keys = combinations(sizes, colors);
  const sizeList = [...new Set(keys.map((k) => k.size))];
  const colorList = [...new Set(keys.map((k) => k.color))];
  const setCell = (key: VariantKey, change: Partial<CellDraft>) =>
    onChange({
      ...draft,
      cells: { ...draft.cells, [cellKey(key)]: { ...draftCell(draft, key), ...change } },
    });

  const cell = (key: VariantKey) => (
    <CellEditor
      key={cellKey(key)}
      name={cellName(key)}
      value={draftCell(draft, key)}
      split={draft.split}
      error={errors[cellKey(key)]}
      onChange={(change) => setCell(key, change)}
    />
  );

  return (
    <div className="space-y-4" data-testid="variant-grid">
      <div className="rounded-lg bg-ivory-200/60 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id={toggleId} className="text-sm font-medium text-ink-900">
            {t('Count stock per size and colour')}
          </span>
          <Switch
            labelledBy={toggleId}
            checked={draft.split}
            onChange={(split) => onChange({ ...draft, split })}
          />
        </div>
        <p className="mt-1 text-sm text-ink-600">
          {draft.split
            ? t(
                "Each size and colour keeps its own count; an order takes from the size sold. The product's stock is their sum: {{sum}}.",
                { sum: sum === null ? t('not counted') : String(sum) },
              )
            : t('One stock figure for the whole product: every size and colour sells from it.')}
        </p>
        {splitNote ? <p className="mt-1 text-sm text-ink-500">{splitNote}</p> : null}
      </div>

      {wide === false ? (
        <div className="space-y-5">
          {colorList.map((color) => (
            <section key={color} aria-label={label(color, t('Only colour'))} className="space-y-2">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <h3 className="font-medium text-ink-900">{label(color, t('Only colour'))}</h3>
                <SetAll
                  color={color}
                  split={draft.split}
                  onApply={(v) => onChange(setColumn(draft, sizes, color, v))}
                />
              </div>
              <ul className="space-y-2">
                {sizeList.map((size) => (
                  <li key={size} className="rounded-lg border border-ivory-300/70 p-3">
                    <p className="mb-2 text-sm font-medium text-ink-800">{label(size, t('Only size'))}</p>
                    {cell({ size, color })}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                <th scope="col" className="w-20 pb-2 text-left font-medium text-ink-600">
                  {t('Size')}
                </th>
                {colorList.map((color) => (
                  <th
                    key={color}
                    scope="col"
                    className="min-w-52 px-2 pb-2 text-left align-bottom font-medium"
                  >
                    <span className="block text-ink-900">{label(color, t('Only colour'))}</span>
                    <SetAll
                      color={color}
                      split={draft.split}
                      onApply={(v) => onChange(setColumn(draft, sizes, color, v))}
                    />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sizeList.map((size) => (
                <tr key={size}>
                  <th
                    scope="row"
                    className="border-t border-ivory-300/70 py-3 pr-2 text-left align-top font-medium"
                  >
                    {label(size, t('Only size'))}
                  </th>
                  {colorList.map((color) => (
                    <td key={color} className="border-t border-ivory-300/70 px-2 py-3 align-top">
                      {cell({ size, color })}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** "Set all" for one colour: the stock and price typed here on every made cell of that colour. */
function SetAll({
  color,
  split,
  onApply,
}: {
  color: string;
  split: boolean;
  onApply: (values: { stock?: string; price?: string }) => void;
}) {
  const { t } = useT();
  const [stock, setStock] = useState('');
  const [price, setPrice] = useState('');
  const name = color === '' ? t('Only colour') : color;
  return (
    <div className="mt-1.5 flex items-center gap-1.5 font-normal">
      {split ? (
        <input
          className={cn(small, 'w-16')}
          inputMode="numeric"
          placeholder={t('Stock')}
          aria-label={t('Stock for all of {{color}}', { color: name })}
          value={stock}
          onChange={(e) => setStock(e.target.value)}
        />
      ) : null}
      <input
        className={cn(small, 'w-20')}
        inputMode="numeric"
        placeholder={t('₹ Price')}
        aria-label={t('Price for all of {{color}}', { color: name })}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        className="px-3"
        aria-label={t('Set all of {{color}}', { color: name })}
        onClick={() => onApply({ stock: split ? stock : undefined, price })}
      >
        {t('Set all')}
      </Button>
    </div>
  );
}

/** One cell: made (or left out), stock when counted per cell, price, MRP, SKU, and its refusal. */
function CellEditor({
  name,
  value,
  split,
  error,
  onChange,
}: {
  name: string;
  value: CellDraft;
  split: boolean;
  error?: string;
  onChange: (change: Partial<CellDraft>) => void;
}) {
  const { t } = useT();
  const errorId = useId();
  const described = error ? errorId : undefined;
  return (
    <div className={cn('space-y-1.5', !value.made && 'opacity-70')}>
      <label className="flex min-h-9 items-center gap-2 text-sm text-ink-800">
        <input
          type="checkbox"
          className="size-4 accent-plum-800"
          checked={value.made}
          onChange={(e) => onChange({ made: e.target.checked })}
          aria-label={t('{{name}}: made', { name })}
        />
        {value.made ? t('Made') : t('Left out')}
      </label>
      {value.made ? (
        <div className={cn('grid gap-1.5', split ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-1')}>
          {split ? (
            <input
              className={small}
              inputMode="numeric"
              placeholder={t('Stock')}
              aria-label={t('{{name}}: stock', { name })}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              value={value.stock}
              onChange={(e) => onChange({ stock: e.target.value })}
            />
          ) : null}
          {(
            [
              {
                field: 'price',
                placeholder: t('₹ Price'),
                title: t("Leave empty for the product's price"),
                label: t('{{name}}: price', { name }),
              },
              {
                field: 'oldPrice',
                placeholder: t('₹ MRP'),
                title: t("Leave empty for the product's MRP"),
                label: t('{{name}}: MRP', { name }),
              },
            ] as const
          ).map((p) => (
            <input
              key={p.field}
              className={small}
              inputMode="numeric"
              placeholder={p.placeholder}
              title={p.title}
              aria-label={p.label}
              aria-describedby={described}
              value={value[p.field]}
              onChange={(e) =>
                onChange(p.field === 'price' ? { price: e.target.value } : { oldPrice: e.target.value })
              }
            />
          ))}
          <input
            className={cn(small, 'col-span-2', !split && 'sm:col-span-1')}
            placeholder={t('SKU (auto)')}
            aria-label={t('{{name}}: SKU', { name })}
            aria-describedby={described}
            value={value.sku}
            onChange={(e) => onChange({ sku: e.target.value })}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
