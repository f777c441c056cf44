// GET /api/pincode/:pin → { pincode, city, state } from India Post's directory (404 with a readable message for a
// pincode it does not have), and the autofill both address forms use (sign-up and the delivery address), hence
// here rather than in one feature. Asked only for six digits; an answer never changes, so it is kept.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PIN_CODE_PATTERN } from '@zariya/shared/pincode-rules';
import type { PincodeAnswer } from '@zariya/shared/pincode-api';
import { useEffect, useRef } from 'react';
import { ApiError, api } from './api-client';

export function lookupPincode(pin: string, signal?: AbortSignal): Promise<PincodeAnswer> {
  return api.get(`/pincode/${encodeURIComponent(pin)}`, { signal });
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

/**
 * Calls `fill` with the place of each new pincode the shopper types, and names an unknown pincode at once. The
 * pincode a form opened with is not filled again, so a saved address keeps its own city until its pincode changes.
 */
export function usePincodeAutofill(
  typedPin: string,
  initialPin: string,
  fill: (place: PincodeAnswer) => void,
) {
  const pin = typedPin.trim();
  const lookup = useQuery(pincodeQueryOptions(pin));
  const filledFor = useRef(initialPin);
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const found = lookup.data && lookup.data.pincode === pin ? lookup.data : undefined;

  useEffect(() => {
    if (!found || filledFor.current === found.pincode) return;
    filledFor.current = found.pincode;
    fillRef.current(found);
  }, [found]);

  const unknown =
    lookup.error instanceof ApiError && lookup.error.status === 404 ? lookup.error.message : undefined;
  return { found, unknown, hint: found ? `${found.city}, ${found.state}` : undefined };
}
