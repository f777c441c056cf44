import { formatInr } from '@zariya/shared/pricing';
import { HandCoins } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { OptionCard } from '../../../components/ui/option-card';
import { errorMessage } from '../../../lib/api-client';
import { useRefundOrder } from '../api/refund-order';

export type RefundableOrder = { orderRef: string; status: string; amount: number };

/** Only a cancelled or returned order can be refunded (the server says so too, with its reason). */
export const isRefundable = (order: RefundableOrder) =>
  ['cancelled', 'returned'].includes(order.status.trim().toLowerCase());

/**
 * The desk's Refund action for a cancelled or returned order: the full amount by default, or a part of it.
 * The server checks what is left after earlier refunds and answers its own message or error, shown as a toast.
 */
export function RefundOrderButton({ order, label }: { order: RefundableOrder; label: string }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'full' | 'part'>('full');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundOrder();
  const name = useId();
  if (!isRefundable(order)) return null;

  const close = () => {
    if (refund.isPending) return;
    setOpen(false);
    setMode('full');
    setAmount('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = Number(amount);
    if (mode === 'part' && !(/^\d+(\.\d{1,2})?$/.test(amount) && rupees > 0)) {
      setError('Enter the amount to refund in rupees.');
      return;
    }
    setError(null);
    refund.mutate(
      { orderId: order.orderRef, amount: mode === 'part' ? rupees : undefined },
      {
        onSuccess: (answer) => {
          toast.success(answer.message, {
            description: `${formatInr(answer.refund.amount)} for ${label}`,
          });
          setOpen(false);
          setMode('full');
          setAmount('');
        },
        onError: (failure) => toast.error(errorMessage(failure, 'Could not record the refund.')),
      },
    );
  };

  const option = (value: 'full' | 'part', text: string) => (
    <OptionCard
      type="radio"
      name={name}
      value={value}
      checked={mode === value}
      onChange={() => setMode(value)}
      title={text}
    />
  );

  return (
    <>
      <Button size="sm" variant="gold" onClick={() => setOpen(true)}>
        <HandCoins aria-hidden="true" className="size-4" /> Refund
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={`Refund ${label}`}
        description={`Paid ${formatInr(order.amount)}. The money goes back to the shopper's card, UPI or bank.`}
      >
        <form onSubmit={submit} noValidate className="space-y-3">
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink-700">How much?</legend>
            {option('full', 'Everything not refunded yet')}
            {option('part', 'A part of it')}
          </fieldset>
          {mode === 'part' ? (
            <Input
              label="Amount to refund"
              prefix="₹"
              inputMode="decimal"
              autoFocus
              value={amount}
              onChange={(event) => setAmount(event.target.value.trim())}
              error={error}
              hint={`At most what is left of ${formatInr(order.amount)}.`}
            />
          ) : null}
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={refund.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={refund.isPending}>
              Record refund
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
