// Pay on delivery from the /buynow page: (save the bundle) → ask for the code → place the order with it.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { CodChallenge } from '@zariya/shared/cod';
import { MESSAGES } from '@zariya/shared/constants';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { confirmCod } from '../api/confirm-cod';
import { startCod } from '../api/start-cod';
import { purchaseRequest, useSavedBundle } from './purchase-request';
import type { Purchase } from './use-payment';

export type CodState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'code'; challenge: CodChallenge; error?: string }
  | { phase: 'placing'; challenge: CodChallenge }
  | { phase: 'failed'; message: string };

export function useCod(input: {
  userId: string | null;
  deliveryAddress: DeliveryAddress | null | undefined;
  onPlaced: (placed: { orderRef: string; cashToPay: number }) => void;
}) {
  const [state, setState] = useState<CodState>({ phase: 'idle' });
  const saveBundle = useSavedBundle();

  const sendCode = async (purchase: Purchase) => {
    if (!input.userId || state.phase === 'sending' || state.phase === 'placing') return;
    const address = input.deliveryAddress ?? undefined;
    setState({ phase: 'sending' });
    let bundleOrderId: number | undefined;
    if (purchase.kind === 'bundle') {
      try {
        bundleOrderId = await saveBundle(input.userId, purchase, address);
      } catch (error) {
        const message = errorMessage(error, MESSAGES.saveBundleFailed);
        toast.error(message);
        setState({ phase: 'failed', message });
        return;
      }
    }
    try {
      const challenge = await startCod(purchaseRequest(purchase, bundleOrderId, address));
      toast.success(challenge.message);
      setState({ phase: 'code', challenge });
    } catch (error) {
      const message = errorMessage(error, 'We could not send the code. Please try again.');
      toast.error(message);
      setState({ phase: 'failed', message });
    }
  };

  const placeOrder = async (code: string) => {
    if (state.phase !== 'code') return;
    const { challenge } = state;
    setState({ phase: 'placing', challenge });
    try {
      const placed = await confirmCod({ challengeId: challenge.challengeId, code });
      toast.success(placed.message);
      input.onPlaced({ orderRef: placed.orderRef, cashToPay: challenge.total });
    } catch (error) {
      setState({ phase: 'code', challenge, error: errorMessage(error, 'Please try again.') });
    }
  };

  const reset = () => setState({ phase: 'idle' });

  return { state, sendCode, placeOrder, reset };
}
