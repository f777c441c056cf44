import { FulfilmentStepSchema, KNOWN_COURIERS, trackingUrlFor } from '@zariya/shared/fulfilment';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';

type Props = {
  open: boolean;
  label: string;
  busy: boolean;
  error?: string;
  onClose: () => void;
  onShip: (typed: { courier: string; awb: string }) => void;
  /** Set when Shiprocket is configured: books the parcel there, which assigns courier and AWB. */
  onBookShiprocket?: () => void;
};

/** Marking an order shipped asks for the courier and its AWB number (the courier booked by the owner). */
export function ShipDialog({ open, label, busy, error, onClose, onShip, onBookShiprocket }: Props) {
  const listId = useId();
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [problems, setProblems] = useState<{ courier?: string; awb?: string }>({});
  const link = courier && awb ? trackingUrlFor(courier, awb) : null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Ship ${label}`}
      description="Enter the courier and the AWB number from its booking."
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = FulfilmentStepSchema.safeParse({ to: 'shipped', courier, awb });
          if (!parsed.success) {
            const found: { courier?: string; awb?: string } = {};
            for (const issue of parsed.error.issues)
              found[issue.path[0] as 'courier' | 'awb'] ??= issue.message;
            setProblems(found);
            return;
          }
          setProblems({});
          onShip({ courier: courier.trim(), awb: awb.trim() });
        }}
      >
        <Input
          label="Courier"
          list={listId}
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          error={problems.courier}
          autoComplete="off"
        />
        <datalist id={listId}>
          {KNOWN_COURIERS.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <Input
          label="AWB number"
          value={awb}
          onChange={(event) => setAwb(event.target.value)}
          error={problems.awb}
          autoComplete="off"
          hint={
            link
              ? 'The shopper gets the courier’s tracking link.'
              : 'For a courier not in the list, the shopper sees the AWB without a link.'
          }
        />
        {error ? (
          <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-600">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {onBookShiprocket ? (
            <Button type="button" variant="secondary" onClick={onBookShiprocket} disabled={busy}>
              Book with Shiprocket
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Mark shipped
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
