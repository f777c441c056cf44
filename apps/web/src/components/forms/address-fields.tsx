// The six delivery address inputs (product rules §5), shared by sign-up and the delivery address widget. The caller
// keeps its own form and layout (a grid of two columns) and says how each field is registered.
import type { DeliveryAddress } from '@zariya/shared/accounts';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../lib/i18n';
import { Input } from '../ui/input';
import { useFormMessage } from './form-message';

type AddressKey = keyof DeliveryAddress;

/** A new address: nothing filled in but the country. */
export const EMPTY_ADDRESS: DeliveryAddress = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
};

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
  const { t } = useT();
  const message = useFormMessage();
  return (
    <>
      <Input
        label={t('Street and House Number')}
        autoComplete="address-line1"
        className="col-span-2"
        autoFocus={autoFocus}
        error={message(errors?.addressLine1?.message)}
        {...field('addressLine1')}
      />
      <Input
        label={t('Area and Nearby Landmark')}
        autoComplete="address-line2"
        hint={t('Optional')}
        className="col-span-2"
        error={message(errors?.addressLine2?.message)}
        {...field('addressLine2')}
      />
      <Input
        label={t('City')}
        autoComplete="address-level2"
        error={message(errors?.city?.message)}
        {...field('city')}
      />
      <Input
        label={t('State')}
        autoComplete="address-level1"
        error={message(errors?.state?.message)}
        {...field('state')}
      />
      <Input
        label={t('Pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        hint={
          errors?.postalCode?.message || !pincodeHint ? undefined : <span translate="no">{pincodeHint}</span>
        }
        error={message(errors?.postalCode?.message)}
        {...field('postalCode')}
      />
      <Input
        label={t('Country')}
        autoComplete="country-name"
        error={message(errors?.country?.message)}
        {...field('country')}
      />
    </>
  );
}
