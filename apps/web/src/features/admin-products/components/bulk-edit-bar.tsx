// The owner's bulk edit (issue 27 item 3): the products ticked on the list, or every product matching its search,
// then one action — price by a percent or an amount, stock, category, archive —, one confirmation that says how
// many products, one job whose progress shows here; the list is read again once it is done.
import { type BulkAction, bulkPrice, jobPercent } from '@zariya/shared/catalogue-jobs';
import { CATEGORIES, type Category } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useBulkJob, useStartBulkEdit } from '../api/bulk-edit';
import { refreshProductLists } from '../api/get-admin-products';
import { plural } from '../../../lib/plural';

type Kind = 'percent' | 'amount' | 'stock' | 'category' | 'archive';

const KINDS: { value: Kind; label: string }[] = [
  { value: 'percent', label: 'Change price by %' },
  { value: 'amount', label: 'Change price by ₹' },
  { value: 'stock', label: 'Set stock' },
  { value: 'category', label: 'Move to category' },
  { value: 'archive', label: 'Archive' },
];

export type BulkTarget =
  | { ids: number[] }
  | { filter: { query?: string; category?: Category }; count: number };

function actionOf(kind: Kind, value: string, category: string): BulkAction | string {
  const n = Number(value);
  switch (kind) {
    case 'percent':
    case 'amount':
      if (value.trim() === '' || !Number.isFinite(n) || n === 0)
        return 'Enter the change, for example 10 or -5.';
      return { type: 'price', mode: kind, value: n };
    case 'stock':
      if (value.trim() === '' || !Number.isInteger(n) || n < 0)
        return 'Enter the stock as a whole number from 0.';
      return { type: 'stock', stock: n };
    case 'category':
      return { type: 'category', category: category as (typeof CATEGORIES)[number] };
    case 'archive':
      return { type: 'archive' };
  }
}

function describe(action: BulkAction, count: number): string {
  const products = plural(count, 'product', 'products');
  switch (action.type) {
    case 'price': {
      const by =
        action.mode === 'percent' ? `${Math.abs(action.value)}\u00a0%` : formatInr(Math.abs(action.value));
      const example = bulkPrice({ newPrice: 1000, oldPrice: null }, action.mode, action.value).newPrice;
      return `${action.value > 0 ? 'Raise' : 'Lower'} the price of ${products} by ${by}? Prices are rounded to whole rupees and never go below ₹1 (₹1,000 becomes ${formatInr(example)}).`;
    }
    case 'stock':
      return `Set the stock of ${products} to ${action.stock}? Products that count stock per size and colour are left as they are.`;
    case 'category':
      return `Move ${products} to ${action.category}?`;
    case 'archive':
      return `Archive ${products}? They leave the shop; orders that name them keep them.`;
  }
}

export function BulkEditBar({ target, onDone }: { target: BulkTarget; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState('');
  const [category, setCategory] = useState<string>(CATEGORIES[0]);
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const start = useStartBulkEdit();
  const job = useBulkJob(jobId);
  const count = 'ids' in target ? target.ids.length : target.count;
  const status = job.data?.status;

  useEffect(() => {
    if (status !== 'done' && status !== 'failed') return;
    void refreshProductLists(queryClient);
    const counts = job.data?.counts ?? {};
    if (status === 'done')
      toast.success(
        `Done: ${counts.changed ?? 0} changed${counts.unchanged ? `, ${counts.unchanged} already so` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''}.`,
      );
    else toast.error(job.data?.problems[0] ?? 'The bulk edit stopped. Please try again.');
    setJobId(null);
    onDone();
  }, [status, job.data, queryClient, onDone]);

  const ask = () => {
    const action = actionOf(kind, value, category);
    if (typeof action === 'string') {
      setError(action);
      return;
    }
    setError('');
    setConfirming(action);
  };

  const confirm = () => {
    if (!confirming) return;
    const action = confirming;
    setConfirming(null);
    const selection = 'ids' in target ? { ids: target.ids } : { filter: target.filter };
    start.mutate(
      { selection, action },
      {
        onSuccess: (answer) => setJobId(answer.jobId),
        onError: (failure) =>
          toast.error(errorMessage(failure, 'Could not start the bulk edit. Please try again.')),
      },
    );
  };

  const running = jobId !== null;
  return (
    <section
      aria-label="Bulk edit"
      className="flex flex-col gap-3 rounded-xl bg-plum-50 p-3 ring-1 ring-plum-200 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <p className="text-sm font-medium text-plum-950 sm:self-center">
        {plural(count, 'product', 'products')} selected
      </p>
      <Select
        label="Action"
        options={KINDS}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as Kind);
          setError('');
        }}
        className="sm:w-52"
      />
      {kind === 'percent' || kind === 'amount' || kind === 'stock' ? (
        <Input
          label={
            kind === 'percent'
              ? 'Percent (e.g. 10 or -5)'
              : kind === 'amount'
                ? 'Rupees (e.g. 100 or -50)'
                : 'Stock'
          }
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error || undefined}
          className="sm:w-44"
        />
      ) : null}
      {kind === 'category' ? (
        <Select
          label="Category"
          options={CATEGORIES.map((c) => ({ value: c, label: c }))}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="sm:w-52"
        />
      ) : null}
      <Button onClick={ask} loading={start.isPending || running} disabled={count === 0}>
        Apply
      </Button>
      {running ? (
        <div
          role="progressbar"
          aria-label="Bulk edit progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={job.data ? jobPercent(job.data) : 0}
          className="h-2.5 w-full overflow-hidden rounded-full bg-ivory-300 sm:w-48 sm:self-center"
        >
          <div
            className="h-full rounded-full bg-plum-700"
            style={{ width: `${job.data ? jobPercent(job.data) : 0}%` }}
          />
        </div>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Change ${plural(count, 'product', 'products')}?`}
        description={confirming ? describe(confirming, count) : ''}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button onClick={confirm}>Yes, change {count === 1 ? 'it' : `all ${count}`}</Button>
        </div>
      </Dialog>
    </section>
  );
}
