import {
  MEASURE_LABELS,
  MEASURES,
  type Measure,
  type Measurements,
  measurementError,
  measurementRange,
  recommendSize,
  type SizeGuideRow,
  type SizeRecommendation,
  toCm,
  type Unit,
} from '@zariya/shared/size-guide-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';

type T = ReturnType<typeof useT>['t'];

/** measurementError's message in the shopper's language (the same English). */
function measureProblem(t: T, m: Measure, text: string, unit: Unit): string | null {
  if (!measurementError(MEASURE_LABELS[m], text, unit)) return null;
  const label = t(MEASURE_LABELS[m]);
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value))
    return t('Please enter your {{measure}}.', { measure: label.toLowerCase() });
  const { min, max } = measurementRange(unit);
  return t('{{measure}} should be between {{min}} and {{max}} {{unit}}.', {
    measure: label,
    min,
    max,
    unit: unit === 'cm' ? 'cm' : t('in'),
  });
}

/** recommendSize's message in the shopper's language (the same English). */
function answerText(t: T, answer: SizeRecommendation, rows: SizeGuideRow[], body: Measurements): string {
  if (answer.size) return t('Your size is {{size}}.', { size: answer.size });
  const largest = rows[rows.length - 1];
  if (!largest) return t('There is no size guide for this product.');
  const over = MEASURES.filter((m) => body[m] > largest[m]).map((m) =>
    t('{{measure}} {{value}} cm (largest {{largest}} cm)', {
      measure: t(MEASURE_LABELS[m]).toLowerCase(),
      value: body[m],
      largest: largest[m],
    }),
  );
  if (over.length === 0) return t(answer.message);
  const list = over.reduce((all, next) => t('{{first}} and {{second}}', { first: all, second: next }));
  return over.length > 1
    ? t(
        'No size in this guide fits: your {{over}} are more than our largest size, {{size}}. Please contact us for a tailored fit.',
        { over: list, size: largest.size },
      )
    : t(
        'No size in this guide fits: your {{over}} is more than our largest size, {{size}}. Please contact us for a tailored fit.',
        { over: list, size: largest.size },
      );
}

/** "Find my size": her bust, waist and hip in the chosen unit → the smallest size that fits, one tap to select it. */
export function FindMySize({
  rows,
  unit,
  onResult,
  onSelect,
}: {
  /** The rows of the sizes this product is made in. */
  rows: SizeGuideRow[];
  unit: Unit;
  onResult: (size: string | null) => void;
  onSelect: (size: string) => void;
}) {
  const { t } = useT();
  const [values, setValues] = useState<Record<Measure, string>>({ bust: '', waist: '', hip: '' });
  const [errors, setErrors] = useState<Partial<Record<Measure, string>>>({});
  const [answer, setAnswer] = useState<{ result: SizeRecommendation; body: Measurements } | null>(null);
  const range = measurementRange(unit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Measure, string>> = {};
    for (const m of MEASURES) {
      const error = measureProblem(t, m, values[m], unit);
      if (error) found[m] = error;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAnswer(null);
      onResult(null);
      return;
    }
    const body = Object.fromEntries(
      MEASURES.map((m) => [m, toCm(Number(values[m].trim().replace(',', '.')), unit)]),
    ) as Measurements;
    const result = recommendSize(rows, body);
    setAnswer({ result, body });
    onResult(result.size);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="find-my-size-title" className="space-y-3">
      <h3 id="find-my-size-title" className="font-sans text-base font-semibold">
        {t('Find my size')}
      </h3>
      <p className="text-sm text-ink-500">
        {unit === 'cm'
          ? t('Measure over light clothing, tape snug but not tight; in centimetres.')
          : t('Measure over light clothing, tape snug but not tight; in inches.')}
      </p>
      <div className="grid grid-cols-3 gap-2">
        {MEASURES.map((m) => (
          <Input
            key={m}
            label={`${t(MEASURE_LABELS[m])} (${unit === 'cm' ? 'cm' : t('in')})`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={unit === 'cm' ? '90' : '35'}
            min={range.min}
            max={range.max}
            value={values[m]}
            error={errors[m]}
            onChange={(e) => setValues((v) => ({ ...v, [m]: e.target.value }))}
          />
        ))}
      </div>
      <Button type="submit" variant="secondary">
        {t('Find my size')}
      </Button>
      <div aria-live="polite">
        {answer ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-ivory-100 p-3 text-sm ring-1 ring-ivory-300">
            <p className={answer.result.size ? 'font-semibold text-ink-900' : 'text-ink-700'}>
              {answerText(t, answer.result, rows, answer.body)}
            </p>
            {answer.result.size ? (
              <Button size="sm" onClick={() => onSelect(answer.result.size as string)}>
                {t('Select size {{size}}', { size: answer.result.size })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
