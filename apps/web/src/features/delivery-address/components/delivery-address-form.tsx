import { zodResolver } from '@hookform/resolvers/zod';
import { type DeliveryAddress, DeliveryAddressSchema } from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/forms/address-fields';
import { Button } from '../../../components/ui/button';

import { useFormMessage } from '../../../components/forms/form-message';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { usePincodeAutofill } from '../../../lib/pincode-lookup';
import { useUpdateDeliveryAddress } from '../api/update-delivery-address';

export type DeliveryAddressFormProps = {
  userId: string;
  initial: DeliveryAddress | null;
  /** Called after Save succeeded or on Cancel: the widget returns to viewing. */
  onDone: () => void;
};

/** Edit form of the delivery address widget (product rules §5: all fields but the area and landmark are required). */
export function DeliveryAddressForm({ userId, initial, onDone }: DeliveryAddressFormProps) {
  const { t } = useT();
  const message = useFormMessage();
  const update = useUpdateDeliveryAddress(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, setValue } = useForm({
    defaultValues: { ...EMPTY_ADDRESS, ...initial, addressLine2: initial?.addressLine2 ?? '' },
    resolver: zodResolver(DeliveryAddressSchema),
  });
  const pincode = usePincodeAutofill(watch('postalCode') ?? '', initial?.postalCode ?? '', (place) => {
    setValue('city', place.city, { shouldValidate: true, shouldDirty: true });
    setValue('state', place.state, { shouldValidate: true, shouldDirty: true });
  });
  // An unknown pincode is named as soon as it is typed; the server refuses it on Save all the same.
  const errors = pincode.unknown
    ? { ...formState.errors, postalCode: formState.errors.postalCode ?? { message: pincode.unknown } }
    : formState.errors;

  const onSubmit = handleSubmit((address) => {
    setServerError(null);
    update.mutate(address, {
      onSuccess: (answer) => {
        toast.success(answer.message || MESSAGES.deliveryAddressUpdated);
        onDone();
      },
      onError: (error) => {
        console.error('Delivery address update failed', error);
        setServerError(
          error instanceof ApiError && error.status !== 401 && error.message
            ? error.message
            : 'Could not save the address. Please try again.',
        );
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Edit delivery address')} className="space-y-4">
      <p className="font-display text-lg text-plum-950">{t('Edit delivery address')}</p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <AddressFields field={(key) => register(key)} errors={errors} autoFocus pincodeHint={pincode.hint} />
      </div>
      {serverError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
          {message(serverError)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}
