import { CATEGORIES } from '@zariya/shared/constants';
import { type SizeGuide, SizeGuideInputSchema } from '@zariya/shared/size-guide';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { fieldClasses } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSizeGuides } from '../api/get-size-guides';
import { useRemoveSizeGuide, useSaveSizeGuide } from '../api/save-size-guide';

type Draft = { size: string; bust: string; waist: string; hip: string; length: string };
const FIELDS = ['bust', 'waist', 'hip', 'length'] as const;
const BLANK: Draft = { size: '', bust: '', waist: '', hip: '', length: '' };

const toDraft = (guide: SizeGuide | undefined): Draft[] =>
  guide?.rows.map((r) => ({
    size: r.size,
    bust: String(r.bust),
    waist: String(r.waist),
    hip: String(r.hip),
    length: r.length === undefined ? '' : String(r.length),
  })) ?? [{ ...BLANK }];

const number = (text: string): number | string =>
  text.trim() === '' ? text : Number(text.replace(',', '.'));

/** The owner's table per category: sizes smallest first, body measurements in cm, length optional. */
export function SizeGuideEditor() {
  const guides = useSizeGuides();
  const [category, setCategory] = useState<string>(CATEGORIES[3]);
  if (guides.isPending) return <p className="text-ink-500">Loading size guides…</p>;
  const guide = guides.data?.find((g) => g.category === category);
  return (
    <div className="space-y-5">
      <Select
        label="Category"
        className="max-w-xs"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        options={CATEGORIES.map((c) => ({
          value: c,
          label: `${c}${guides.data?.some((g) => g.category === c) ? '' : ' (no guide)'}`,
        }))}
      />
      <GuideForm key={`${category}:${guide?.updatedAt ?? 'none'}`} category={category} guide={guide} />
    </div>
  );
}

function GuideForm({ category, guide }: { category: string; guide: SizeGuide | undefined }) {
  const [rows, setRows] = useState<Draft[]>(() => toDraft(guide));
  const [withLength, setWithLength] = useState(
    () => guide?.rows.some((r) => r.length !== undefined) ?? false,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSizeGuide();
  const remove = useRemoveSizeGuide();

  const change = (index: number, field: keyof Draft, value: string) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      rows: rows.map((r) => ({
        size: r.size,
        bust: number(r.bust),
        waist: number(r.waist),
        hip: number(r.hip),
        ...(withLength ? { length: number(r.length) } : {}),
      })),
    };
    const parsed = SizeGuideInputSchema.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Please check the table.');
    setProblem(null);
    save.mutate(
      { category, rows: parsed.data.rows },
      {
        onSuccess: () => toast.success(`Size guide for ${category} saved.`),
        onError: (error) => setProblem(errorMessage(error, 'Could not save the size guide.')),
      },
    );
  };

  const cell = cn(fieldClasses, 'min-h-10 px-2 text-right tabular-nums');
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/60 sm:p-6"
    >
      <p className="text-sm text-ink-700">
        {guide
          ? `Shown by the size picker of every ${category} product whose sizes appear here.`
          : `${category} has no size guide: its product pages show no "Size guide" link.`}{' '}
        Body measurements in centimetres, smallest size first; shoppers can switch to inches.
      </p>
      <label className="flex items-center gap-2 text-sm font-medium text-ink-700">
        <input
          type="checkbox"
          checked={withLength}
          onChange={(e) => setWithLength(e.target.checked)}
          className="size-4 accent-plum-700"
        />
        Include garment length
      </label>
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">Size guide for {category}, in centimetres</caption>
          <thead>
            <tr className="text-left text-xs tracking-wide text-ink-500 uppercase">
              <th scope="col" className="px-1 pb-2">
                Size
              </th>
              {FIELDS.filter((f) => f !== 'length' || withLength).map((f) => (
                <th key={f} scope="col" className="px-1 pb-2 text-right">
                  {f} (cm)
                </th>
              ))}
              <th scope="col" className="sr-only">
                Remove
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; the size itself may be blank
              <tr key={index}>
                <td className="p-1">
                  <input
                    aria-label={`Size, row ${index + 1}`}
                    className={cn(fieldClasses, 'min-h-10 w-20 px-2')}
                    value={row.size}
                    onChange={(e) => change(index, 'size', e.target.value)}
                  />
                </td>
                {FIELDS.filter((f) => f !== 'length' || withLength).map((f) => (
                  <td key={f} className="p-1">
                    <input
                      aria-label={`${f[0].toUpperCase()}${f.slice(1)} in cm, ${row.size || `row ${index + 1}`}`}
                      inputMode="decimal"
                      className={cell}
                      value={row[f]}
                      onChange={(e) => change(index, f, e.target.value)}
                    />
                  </td>
                ))}
                <td className="p-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove size ${row.size || `row ${index + 1}`}`}
                    onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setRows((all) => [...all, { ...BLANK }])}>
        <Plus aria-hidden="true" className="size-4" /> Add size
      </Button>
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 border-t border-ivory-300/70 pt-4">
        <Button type="submit" loading={save.isPending}>
          Save size guide
        </Button>
        {guide ? (
          <Button
            variant="ghost"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(category, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => setProblem(errorMessage(error, 'Could not remove the size guide.')),
              })
            }
          >
            Remove guide
          </Button>
        ) : null}
      </div>
    </form>
  );
}
