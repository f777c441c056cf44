// The six delivery address inputs (SPEC §5), shared by sign-up and the delivery address widget. The caller
// keeps its own form and layout (a grid of two columns) and says how each field is registered.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../ui/input';

type AddressKey = keyof DeliveryAddress;

export type AddressFieldsProps = {
  /** react-hook-form's register for one address field, e.g. `(key) => register(`deliveryAddress.${key}`)`. */
  field: (key: AddressKey) => UseFormRegisterReturn;
  errors?: Partial<Record<AddressKey, { message?: string }>>;
  /** Focus the first field (an edit form opened on purpose). */
  autoFocus?: boolean;
  /** A line under the pincode (the place India Post files it under, while the form fills city and state). */
  pincodeHint?: ReactNode;
};

export function AddressFields({ field, errors, autoFocus, pincodeHint }: AddressFieldsProps) {
  return (
    <>
      <Input
        label="Street and House Number"
        autoComplete="address-line1"
        className="col-span-2"
        autoFocus={autoFocus}
        error={errors?.addressLine1?.message}
        {...field('addressLine1')}
      />
      <Input
        label="Area and Nearby Landmark"
        autoComplete="address-line2"
        hint="Optional"
        className="col-span-2"
        error={errors?.addressLine2?.message}
        {...field('addressLine2')}
      />
      <Input label="City" autoComplete="address-level2" error={errors?.city?.message} {...field('city')} />
      <Input label="State" autoComplete="address-level1" error={errors?.state?.message} {...field('state')} />
      <Input
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        hint={errors?.postalCode?.message ? undefined : pincodeHint}
        error={errors?.postalCode?.message}
        {...field('postalCode')}
      />
      <Input
        label="Country"
        autoComplete="country-name"
        error={errors?.country?.message}
        {...field('country')}
      />
    </>
  );
}
