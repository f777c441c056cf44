import { FULFILMENT_LABELS, fulfilmentButtons } from '@zariya/shared/fulfilment';
import { useState } from 'react';
import { toast } from 'sonner';
import { StepButtons } from '../../../components/ui/step-buttons';
import { errorMessage } from '../../../lib/api-client';
import type { AdminOrder } from '../api/get-admin-orders';
import { useShippingProvider } from '../api/get-shipping-provider';
import { useTakeFulfilmentStep } from '../api/take-fulfilment-step';
import { ShipDialog } from './ship-dialog';

/** The next fulfilment steps of an order (shared fulfilmentButtons); shipping asks for courier and AWB. */
export function FulfilmentActions({ order, label }: { order: AdminOrder; label: string }) {
  const step = useTakeFulfilmentStep();
  const [shipping, setShipping] = useState(false);
  const [shipError, setShipError] = useState<string>();
  const buttons = fulfilmentButtons(order);
  const provider = useShippingProvider(shipping).data?.provider;
  if (buttons.length === 0) return null;
  const shipped = () => {
    setShipping(false);
    toast.success(`${label} is shipped. The shopper has been e-mailed.`);
  };
  const shipFailed = (error: unknown) => setShipError(errorMessage(error, 'The order could not be updated.'));
  const run = (to: 'packed' | 'delivered' | 'rto') =>
    step.mutate(
      { orderRef: order.orderRef, step: { to } },
      {
        onSuccess: () => toast.success(`${label}: ${FULFILMENT_LABELS[to].toLowerCase()}.`),
        onError: (error) =>
          toast.error(errorMessage(error, 'The order could not be updated. Please try again.')),
      },
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form fieldset
    <div role="group" aria-label={`Fulfilment of ${label}`} className="flex flex-wrap gap-2">
      <StepButtons
        steps={buttons}
        back="rto"
        busy={step.isPending}
        onStep={(to) => {
          if (to === 'shipped') {
            setShipError(undefined);
            setShipping(true);
          } else run(to as 'packed' | 'delivered' | 'rto');
        }}
      />
      <ShipDialog
        open={shipping}
        label={label}
        busy={step.isPending}
        error={shipError}
        onClose={() => setShipping(false)}
        onShip={(typed) =>
          step.mutate(
            { orderRef: order.orderRef, step: { to: 'shipped', via: 'manual', ...typed } },
            { onSuccess: shipped, onError: shipFailed },
          )
        }
        onBookShiprocket={
          provider === 'shiprocket'
            ? () =>
                step.mutate(
                  { orderRef: order.orderRef, step: { to: 'shipped', via: 'shiprocket' } },
                  { onSuccess: shipped, onError: shipFailed },
                )
            : undefined
        }
      />
    </div>
  );
}
