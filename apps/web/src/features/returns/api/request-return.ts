// POST /api/returns (multipart): the order, return or exchange, a reason, a note, the pieces and a photo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReturnKind, ReturnReason, ReturnView } from '@zariya/shared/returns';
import { api } from '../../../lib/api-client';

export type ReturnInput = {
  orderId: string;
  kind: ReturnKind;
  /** '' for none: returns need no reason (the server files it as NO_REASON). */
  reason: ReturnReason | '';
  note: string;
  items: Array<{ lineId: number; quantity: number }>;
  size?: string;
  color?: string;
  photo: File | null;
};

export function requestReturn(input: ReturnInput): Promise<ReturnView> {
  const form = new FormData();
  form.set('orderId', input.orderId);
  form.set('kind', input.kind);
  form.set('reason', input.reason);
  form.set('note', input.note);
  form.set('items', JSON.stringify(input.items));
  if (input.size) form.set('size', input.size);
  if (input.color) form.set('color', input.color);
  // The file goes last so the server has every text field before it reads the upload.
  if (input.photo) form.set('photo', input.photo, input.photo.name);
  return api.post('/returns', form, { auth: 'shopper' });
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    // Her list (MY_RETURNS_KEY) and this order's form options both start with 'returns'.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['returns'] }),
  });
}
