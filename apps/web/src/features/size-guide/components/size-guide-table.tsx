import { inUnit, MEASURE_LABELS, type SizeGuideRow, type Unit } from '@zariya/shared/size-guide-rules';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** The guide's table in the chosen unit; the product's own sizes stand out, sizes it is not made in are dimmed. */
export function SizeGuideTable({
  rows,
  unit,
  offered,
  highlight,
}: {
  rows: SizeGuideRow[];
  unit: Unit;
  offered: ReadonlySet<string>;
  highlight?: string | null;
}) {
  const { t } = useT();
  const withLength = rows.some((r) => r.length !== undefined);
  const columns: Array<'bust' | 'waist' | 'hip' | 'length'> = ['bust', 'waist', 'hip'];
  if (withLength) columns.push('length');
  const unitLabel = unit === 'cm' ? 'cm' : t('in');
  return (
    <div className="relative overflow-x-auto rounded-lg ring-1 ring-ivory-300">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">
          {unit === 'cm'
            ? t('Body measurements per size, in centimetres')
            : t('Body measurements per size, in inches')}
        </caption>
        <thead className="bg-ivory-200 text-left text-xs tracking-wide text-ink-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('Size')}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right font-semibold">
                {/* MEASURE_LABELS are in the Hindi catalogue. */}
                {t(MEASURE_LABELS[c])} ({unitLabel})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const made = offered.has(row.size.toUpperCase());
            const mine = highlight === row.size;
            return (
              <tr
                key={row.size}
                aria-current={mine ? 'true' : undefined}
                className={cn(
                  'border-t border-ivory-300/70',
                  mine ? 'bg-gold-100 font-semibold' : made ? 'bg-ivory-50' : 'bg-ivory-50 text-ink-500',
                )}
              >
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {row.size}
                  {made ? null : <span className="sr-only"> {t('(not made in this product)')}</span>}
                </th>
                {columns.map((c) => (
                  <td key={c} className="px-3 py-2 text-right">
                    {formatCell(row[c], unit)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const formatCell = (value: number | undefined, unit: Unit) =>
  value === undefined ? '–' : inUnit(value, unit);
