// Her mobile number (issue 28): GET /api/account/phone → { mobile, verified }; POST /api/account/phone/code sends a
// code to her number or the one she changes to; POST /api/account/phone/verify makes it hers and verified.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountPhone, PhoneCodeSent } from '@zariya/shared/phone-codes';
import { api } from '../../../lib/api-client';

export function accountPhoneQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['account', 'phone', token] as const,
    queryFn: ({ signal }): Promise<AccountPhone> => api.get('/account/phone', { auth: 'shopper', signal }),
    enabled: Boolean(token),
  });
}

export const useAccountPhone = (token: string | null) => useQuery(accountPhoneQueryOptions(token));

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (mobileNumber: string): Promise<PhoneCodeSent> =>
      api.post('/account/phone/code', { mobileNumber }, { auth: 'shopper' }),
  });
}

export function useVerifyAccountPhone(token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mobileNumber: string; otp: string }): Promise<AccountPhone> =>
      api.post('/account/phone/verify', body, { auth: 'shopper' }),
    onSuccess: ({ message: _, ...phone }) => {
      queryClient.setQueryData(accountPhoneQueryOptions(token).queryKey, phone);
      // Order updates on WhatsApp go to this number now.
      void queryClient.invalidateQueries({ queryKey: ['account', 'order-updates'] });
    },
  });
}
