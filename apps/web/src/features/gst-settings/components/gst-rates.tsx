import { type GstRateView, GstRateInputSchema } from '@zariya/shared/gst-api';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { draftFields, firstIssues } from '../../../components/forms/draft-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useAddGstRate } from '../api/add-gst-rate';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function describeRate(r: GstRateView) {
  return r.threshold === null
    ? `${r.lowerRate}% at any value`
    : `${r.lowerRate}% up to ${rupees.format(r.threshold)} a piece, ${r.upperRate}% above`;
}

const EMPTY = { effectiveFrom: '', hsnPrefix: '', threshold: '', lowerRate: '', upperRate: '' };
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The dated rate table: rows are never edited; a change of rate is a new row from its date. */
export function GstRates({ rates }: { rates: GstRateView[] }) {
  const add = useAddGstRate();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = draftFields(draft, (name, value) => setDraft((d) => ({ ...d, [name]: value })), errors);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GstRateInputSchema.safeParse({
      effectiveFrom: draft.effectiveFrom,
      hsnPrefix: draft.hsnPrefix,
      threshold: numberOrNull(draft.threshold),
      lowerRate: numberOrNull(draft.lowerRate) ?? undefined,
      upperRate: numberOrNull(draft.upperRate ?? '') ?? numberOrNull(draft.lowerRate) ?? undefined,
    });
    if (!parsed.success) {
      setErrors(firstIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setDraft(EMPTY);
      },
      onError: (error) => toast.error(errorMessage(error, 'The rate could not be added.')),
    });
  };
  const sorted = [...rates].sort(
    (a, b) => a.hsnPrefix.localeCompare(b.hsnPrefix) || b.effectiveFrom.localeCompare(a.effectiveFrom),
  );
  return (
    <div className="space-y-5">
      <ul className="divide-y divide-ivory-200 rounded-lg ring-1 ring-ivory-300/70">
        {sorted.map((r) => (
          <li key={r.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <span className="font-medium text-ink-900">
              {r.hsnPrefix ? `HSN ${r.hsnPrefix}…` : 'Apparel and all other goods'}
            </span>
            <span className="text-ink-700">
              from {r.effectiveFrom}: {describeRate(r)}
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate aria-label="Add a rate" className="grid gap-4 sm:grid-cols-5">
        <Input label="In force from" type="date" {...field('effectiveFrom')} />
        <Input label="HSN prefix" inputMode="numeric" placeholder="all" {...field('hsnPrefix')} />
        <Input label="Up to ₹ a piece" inputMode="decimal" placeholder="2500" {...field('threshold')} />
        <Input label="Rate up to it (%)" inputMode="decimal" {...field('lowerRate')} />
        <Input label="Rate above (%)" inputMode="decimal" {...field('upperRate')} />
        <div className="sm:col-span-5 sm:text-right">
          <Button type="submit" variant="secondary" loading={add.isPending}>
            Add rate
          </Button>
        </div>
      </form>
    </div>
  );
}
