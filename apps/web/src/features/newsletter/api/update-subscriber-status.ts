// POST /api/updateSubscriberStatus (admin): marks a subscriber as added to the WhatsApp group or not.
// Optimistic: the switch flips at once and rolls back with a toast if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSubscriberStatus } from '@zariya/shared/newsletter';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { type SubscriberRow, subscribersQueryOptions } from './get-subscribers';

export function updateSubscriberStatus(body: UpdateSubscriberStatus) {
  return api.post('/updateSubscriberStatus', body, { auth: 'admin' });
}

export function useUpdateSubscriberStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = subscribersQueryOptions();
  return useMutation({
    mutationFn: updateSubscriberStatus,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SubscriberRow[]>(queryKey);
      queryClient.setQueryData<SubscriberRow[]>(queryKey, (rows) =>
        rows?.map((row) =>
          row.whatsappNumber === change.whatsappNumber ? { ...row, addedToGroup: change.addedToGroup } : row,
        ),
      );
      return { previous };
    },
    onError: (error, change, context) => {
      console.error('Subscriber update failed', error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(`Could not update ${change.whatsappNumber}. Please try again.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
