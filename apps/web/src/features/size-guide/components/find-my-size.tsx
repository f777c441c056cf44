import {
  MEASURE_LABELS,
  MEASURES,
  type Measure,
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
  const [values, setValues] = useState<Record<Measure, string>>({ bust: '', waist: '', hip: '' });
  const [errors, setErrors] = useState<Partial<Record<Measure, string>>>({});
  const [answer, setAnswer] = useState<SizeRecommendation | null>(null);
  const range = measurementRange(unit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Measure, string>> = {};
    for (const m of MEASURES) {
      const error = measurementError(MEASURE_LABELS[m], values[m], unit);
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
    ) as Record<Measure, number>;
    const result = recommendSize(rows, body);
    setAnswer(result);
    onResult(result.size);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="find-my-size-title" className="space-y-3">
      <h3 id="find-my-size-title" className="font-sans text-base font-semibold">
        Find my size
      </h3>
      <p className="text-sm text-ink-500">
        Measure over light clothing, tape snug but not tight; in {unit === 'cm' ? 'centimetres' : 'inches'}.
      </p>
      <div className="grid grid-cols-3 gap-2">
        {MEASURES.map((m) => (
          <Input
            key={m}
            label={`${MEASURE_LABELS[m]} (${unit})`}
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
        Find my size
      </Button>
      <div aria-live="polite">
        {answer ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-ivory-100 p-3 text-sm ring-1 ring-ivory-300">
            <p className={answer.size ? 'font-semibold text-ink-900' : 'text-ink-700'}>{answer.message}</p>
            {answer.size ? (
              <Button size="sm" onClick={() => onSelect(answer.size as string)}>
                Select size {answer.size}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
