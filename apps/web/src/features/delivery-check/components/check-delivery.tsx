import { PIN_CODE_PATTERN } from '@zariya/shared/pincode-rules';
import { productPageDeliveryDate } from '@zariya/shared/dates';
import { PINCODE_MESSAGES } from '@zariya/shared/pincode-rules';
import { Banknote, MapPin } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { GetItBy } from '../../../components/ui/get-it-by';
import { PanelSection } from '../../../components/ui/panel-section';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useDeliveryCheck } from '../api/check-delivery';
import { useDisplayDate } from '../../../lib/i18n';
import { useLastPincode } from '../hooks/use-last-pincode';
import { PincodeInput } from '../../../components/ui/pincode-input';

/**
 * The product page's delivery line with "Check delivery": without a pincode the spec's 'Get it by' today + 5
 * days; with one, the date the shop promises there (its zone's working days), or that it is not served, and
 * whether cash on delivery is offered. The last pincode is remembered and answered for on the next visit.
 */
export function CheckDelivery() {
  const { t } = useT();
  const formatDisplayDate = useDisplayDate();
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
      setFormError(t(PINCODE_MESSAGES.malformed));
      return;
    }
    setFormError(null);
    last.remember(pin);
  };

  // The server's messages are PINCODE_MESSAGES: the unknown pincode's names the pincode.
  const lookupError =
    check.error instanceof ApiError && check.error.status < 500
      ? check.error.code === 'UNKNOWN_PINCODE' && last.pincode
        ? t('We could not find the pincode {{pin}}. Please check it and try again.', { pin: last.pincode })
        : t(check.error.message)
      : check.error
        ? t('Could not check this pincode. Please try again.')
        : null;
  const error = formError ?? lookupError;
  const getItBy = formatDisplayDate(productPageDeliveryDate(new Date()));

  return (
    <PanelSection id="check-delivery-heading" icon={MapPin} tone="plain" title={t('Check delivery')}>
      <form onSubmit={submit} noValidate className="flex items-start gap-2" aria-label={t('Check delivery')}>
        <PincodeInput
          label={t('Delivery pincode')}
          hideLabel
          placeholder={t('Enter pincode')}
          autoComplete="postal-code"
          className="min-w-0 flex-1 sm:max-w-48"
          value={typed}
          onDigits={setTyped}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary" loading={check.isFetching}>
          {t('Check')}
        </Button>
      </form>
      <div aria-live="polite" className="space-y-1.5 text-sm text-ink-700">
        {answer && !error ? (
          answer.served && answer.promisedBy ? (
            <>
              <GetItBy
                date={formatDisplayDate(answer.promisedBy)}
                place={`${answer.city}, ${answer.state} ${answer.pincode}`}
              />
              <p className="flex items-start gap-2">
                <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
                <span>
                  {answer.cod.offered
                    ? t('Cash on delivery available')
                    : t('Cash on delivery not available here')}
                </span>
              </p>
            </>
          ) : (
            <p role="status" className="font-medium text-danger-600">
              {/* The server's message is PINCODE_MESSAGES.notServed. */}
              {t('Sorry, we do not deliver to {{pin}} yet.', { pin: answer.pincode })}
            </p>
          )
        ) : error ? null : (
          // A wrong pincode gets its error only: a date beside it would read as a promise for it.
          <GetItBy date={getItBy} />
        )}
      </div>
    </PanelSection>
  );
}
