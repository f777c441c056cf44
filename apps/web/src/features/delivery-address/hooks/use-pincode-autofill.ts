// Fills city and state from the pincode the shopper types, and names an unknown pincode at once. A saved
// address opened for editing keeps its own city until its pincode changes.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import { useEffect, useRef } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { usePincodeLookup } from '../api/lookup-pincode';

export function usePincodeAutofill(
  typedPin: string,
  initialPin: string,
  setValue: UseFormSetValue<DeliveryAddress>,
) {
  const pin = typedPin.trim();
  const lookup = usePincodeLookup(pin);
  const filledFor = useRef(initialPin);
  const found = lookup.data && lookup.data.pincode === pin ? lookup.data : undefined;

  useEffect(() => {
    if (!found || filledFor.current === found.pincode) return;
    filledFor.current = found.pincode;
    const options = { shouldValidate: true, shouldDirty: true };
    setValue('city', found.city, options);
    setValue('state', found.state, options);
  }, [found, setValue]);

  const unknown =
    lookup.error instanceof ApiError && lookup.error.status === 404 ? lookup.error.message : undefined;
  return { found, unknown, checking: lookup.isFetching };
}
