// Pay on delivery from the /buynow page: (save the bundle) → ask for the code → place the order with it. When a
// "Confirm order" button went with a WhatsApp code, the page also asks every few seconds whether her tap placed the
// order (decision 0053) and goes on to it.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { COD_MESSAGES, type CodChallenge } from '@zariya/shared/cod';
import { MESSAGES } from '@zariya/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { codChallengeState } from '../api/cod-challenge-state';
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

/** How often the waiting page asks whether a tap on WhatsApp placed the order. */
export const TAP_POLL_MS = 2_500;

export function useCod(input: {
  userId: string | null;
  deliveryAddress: DeliveryAddress | null | undefined;
  onPlaced: (placed: { orderRef: string; cashToPay: number }) => void;
}) {
  const [state, setState] = useState<CodState>({ phase: 'idle' });
  const saveBundle = useSavedBundle('cod');

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

  // One tap on WhatsApp (decision 0053): while the code is awaited, ask whether the order was placed by the tap.
  const onPlacedRef = useRef(input.onPlaced);
  onPlacedRef.current = input.onPlaced;
  const waiting = state.phase === 'code' && state.challenge.oneTap ? state.challenge : undefined;
  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = await codChallengeState(waiting.challengeId);
        if (stopped || answer.state !== 'placed' || !answer.orderRef) return;
        stopped = true;
        clearInterval(timer);
        toast.success(translate(COD_MESSAGES.placed));
        onPlacedRef.current({ orderRef: answer.orderRef, cashToPay: waiting.total });
      } catch {
        // A missed answer is asked again at the next turn; the code still works.
      }
    }, TAP_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [waiting]);

  return { state, sendCode, placeOrder, reset };
}
