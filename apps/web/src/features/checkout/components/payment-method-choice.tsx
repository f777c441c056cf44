import type { CodOffer } from '@zariya/shared/cod';
import type { PaymentMethod } from '@zariya/shared/fulfilment';
import { formatInr } from '@zariya/shared/pricing';
import { Banknote, CreditCard } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { translate, useT } from '../../../lib/i18n';

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  offer: CodOffer | undefined;
  disabled?: boolean;
};

const optionClasses = (checked: boolean, disabled: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 transition-colors',
    checked ? 'border-plum-700 bg-plum-50/60 ring-1 ring-plum-700' : 'border-ink-300/70 hover:border-ink-500',
    disabled && 'cursor-not-allowed opacity-60 hover:border-ink-300/70',
  );

/** Online payment or pay on delivery (with its fee, or why it is not offered here). */
export function PaymentMethodChoice({ value, onChange, offer, disabled }: Props) {
  const { t } = useT();
  const codOff = !offer?.offered;
  return (
    <fieldset className="mt-5" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink-700">{t('How would you like to pay?')}</legend>
      <div className="grid gap-2">
        <label className={optionClasses(value === 'online', false)}>
          <input
            type="radio"
            name="payment-method"
            value="online"
            checked={value === 'online'}
            onChange={() => onChange('online')}
            className="mt-1 accent-plum-700"
          />
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
          <span>
            <span className="block font-medium">{t('Pay online')}</span>
            <span className="block text-xs text-ink-500">{t('UPI, cards, net banking')}</span>
          </span>
        </label>
        <label className={optionClasses(value === 'cod', codOff)}>
          <input
            type="radio"
            name="payment-method"
            value="cod"
            checked={value === 'cod'}
            disabled={codOff}
            onChange={() => onChange('cod')}
            className="mt-1 accent-plum-700"
          />
          <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
          <span>
            <span className="block font-medium">
              {t('Pay on delivery')}
              {offer && offer.fee > 0 ? (
                <span className="ml-1 font-normal text-ink-700">
                  {t('(+ {{fee}} fee)', { fee: formatInr(offer.fee) })}
                </span>
              ) : null}
            </span>
            <span className="block text-xs text-ink-500">
              {codOff
                ? offer?.reason
                  ? translate(offer.reason)
                  : t('Checking whether pay on delivery is available…')
                : t('Cash or UPI to the courier. We send a code to your mobile to confirm the order.')}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
