// GET /api/pincode/:pin → { pincode, city, state } from India Post's directory; 404 with a readable message for
// a pincode it does not have. Asked only for six digits; an answer is kept for the session (it never changes).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PIN_CODE_PATTERN } from '@zariya/shared/accounts';
import type { PincodeAnswer } from '@zariya/shared/pincode-api';
import { api } from '../../../lib/api-client';

export function lookupPincode(pin: string, signal?: AbortSignal): Promise<PincodeAnswer> {
  return api.get<PincodeAnswer>(`/pincode/${encodeURIComponent(pin)}`, { signal });
}

export function pincodeQueryOptions(pin: string) {
  return queryOptions({
    queryKey: ['pincode', pin],
    queryFn: ({ signal }) => lookupPincode(pin, signal),
    enabled: PIN_CODE_PATTERN.test(pin),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function usePincodeLookup(pin: string) {
  return useQuery(pincodeQueryOptions(pin));
}
