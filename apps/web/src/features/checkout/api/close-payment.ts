// The shopper closed the payment window: POST /api/payments/:orderId/close releases the pieces held for it
// (decision 0015). Fire and forget: the page has already said "Payment cancelled"; a lost call only means the
// hold lapses on its own after 15 minutes, so this never throws.
import { api } from '../../../lib/api-client';

export async function closePayment(orderId: string): Promise<void> {
  try {
    await api.post(`/payments/${encodeURIComponent(orderId)}/close`, {}, { auth: 'shopper' });
  } catch {
    // Nothing to tell the shopper: nothing was charged either way.
  }
}
