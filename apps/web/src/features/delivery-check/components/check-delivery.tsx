import { PIN_CODE_PATTERN } from '@zariya/shared/accounts';
import { formatDisplayDate, productPageDeliveryDate } from '@zariya/shared/dates';
import { PINCODE_MESSAGES } from '@zariya/shared/pincode-api';
import { Banknote, MapPin, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useDeliveryCheck } from '../api/check-delivery';
import { useLastPincode } from '../hooks/use-last-pincode';

/**
 * The product page's delivery line with "Check delivery": without a pincode the SPEC's 'Get it by' today + 5
 * days; with one, the date the shop promises there (its zone's working days), or that it is not served, and
 * whether cash on delivery is offered. The last pincode is remembered and answered for on the next visit.
 */
export function CheckDelivery() {
  const last = useLastPincode();
  const [typed, setTyped] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const check = useDeliveryCheck(last.pincode);
  const answer = check.data;

  // Fill the box with the remembered pincode once it is read from storage.
  useEffect(() => {
    if (last.pincode) setTyped((current) => current || last.pincode!);
  }, [last.pincode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = typed.trim();
    if (!PIN_CODE_PATTERN.test(pin)) {
      setFormError(PINCODE_MESSAGES.malformed);
      return;
    }
    setFormError(null);
    last.remember(pin);
  };

  const lookupError =
    check.error instanceof ApiError && check.error.status < 500
      ? check.error.message
      : check.error
        ? 'Could not check this pincode. Please try again.'
        : null;
  const error = formError ?? lookupError;
  const getItBy = formatDisplayDate(productPageDeliveryDate(new Date()));

  return (
    <section
      aria-labelledby="check-delivery-heading"
      className="space-y-3 rounded-xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70"
    >
      <h2
        id="check-delivery-heading"
        className="flex items-center gap-2 font-sans text-sm font-semibold text-plum-950"
      >
        <MapPin aria-hidden="true" className="size-4 text-plum-700" />
        Check delivery
      </h2>
      <form onSubmit={submit} noValidate className="flex items-start gap-2" aria-label="Check delivery">
        <Input
          label="Delivery pincode"
          hideLabel
          placeholder="Enter pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          className="min-w-0 flex-1 sm:max-w-48"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary" loading={check.isFetching}>
          Check
        </Button>
      </form>
      <div aria-live="polite" className="space-y-1.5 text-sm text-ink-700">
        {answer && !error ? (
          answer.served && answer.promisedBy ? (
            <>
              <p className="flex items-start gap-2">
                <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
                <span>
                  Get it by{' '}
                  <strong className="font-semibold text-ink-900">
                    {formatDisplayDate(answer.promisedBy)}
                  </strong>{' '}
                  at {answer.city}, {answer.state} {answer.pincode}
                </span>
              </p>
              <p className="flex items-start gap-2">
                <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
                <span>
                  {answer.cod.offered ? 'Cash on delivery available' : 'Cash on delivery not available here'}
                </span>
              </p>
            </>
          ) : (
            <p role="status" className="font-medium text-danger-600">
              {answer.message ?? PINCODE_MESSAGES.notServed(answer.pincode)}
            </p>
          )
        ) : (
          <p className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-5 text-plum-700" />
            <span>
              Get it by <strong className="font-semibold text-ink-900">{getItBy}</strong>
            </span>
          </p>
        )}
      </div>
    </section>
  );
}
