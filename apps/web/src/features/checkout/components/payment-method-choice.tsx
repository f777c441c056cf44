import type { CodOffer } from '@zariya/shared/cod';
import type { PaymentMethod } from '@zariya/shared/fulfilment';
import { formatInr } from '@zariya/shared/pricing';
import { Banknote, CreditCard, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { translate, useT } from '../../../lib/i18n';

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  offer: CodOffer | undefined;
  /** What each way costs, the COD fee apart: both figures are shown (decision 0047). */
  amounts?: { online: number; cod: number };
  /** What paying online saves: "Pay online and save ₹N" beside pay on delivery; 0: nothing said. */
  payOnlineSaving?: number;
  disabled?: boolean;
};

const optionClasses = (checked: boolean, disabled: boolean) =>
  cn(
    'flex cursor-pointer items-start gap-3 rounded-lg border px-3.5 py-3 transition-colors',
    checked ? 'border-plum-700 bg-plum-50/60 ring-1 ring-plum-700' : 'border-ink-300/70 hover:border-ink-500',
    disabled && 'cursor-not-allowed opacity-60 hover:border-ink-300/70',
  );

/** One way to pay: a radio with its icon, its name and a line about it; `off` when it cannot be chosen. */
function PaymentOption({
  method,
  value,
  onChange,
  off = false,
  icon: Icon,
  title,
  note,
  aside,
}: Pick<Props, 'value' | 'onChange'> & {
  method: PaymentMethod;
  off?: boolean;
  icon: LucideIcon;
  title: ReactNode;
  note: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <label className={optionClasses(value === method, off)}>
      <input
        type="radio"
        name="payment-method"
        value={method}
        checked={value === method}
        disabled={off}
        onChange={() => onChange(method)}
        className="mt-1 accent-plum-700"
      />
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-plum-700" />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-xs text-ink-500">{note}</span>
        {aside}
      </span>
    </label>
  );
}

/** Online payment or pay on delivery (with its fee, or why it is not offered here). */
export function PaymentMethodChoice({
  value,
  onChange,
  offer,
  amounts,
  payOnlineSaving = 0,
  disabled,
}: Props) {
  const { t } = useT();
  const codOff = !offer?.offered;
  const saving = payOnlineSaving > 0 && !codOff;
  const figure = (amount: number) => (
    <span className="ml-1 font-normal tabular-nums text-ink-700">· {formatInr(amount)}</span>
  );
  return (
    <fieldset className="mt-5" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink-700">{t('How would you like to pay?')}</legend>
      <div className="grid gap-2">
        <PaymentOption
          method="online"
          value={value}
          onChange={onChange}
          icon={CreditCard}
          title={
            <>
              {t('Pay online')}
              {amounts && saving ? figure(amounts.online) : null}
            </>
          }
          note={
            saving ? (
              <>
                <span className="font-medium text-success-600" data-testid="pay-online-saving">
                  {t('Pay online and save {{amount}}', { amount: formatInr(payOnlineSaving) })}
                </span>
                <span className="block">{t('UPI, cards, net banking')}</span>
              </>
            ) : (
              t('UPI, cards, net banking')
            )
          }
        />
        <PaymentOption
          method="cod"
          value={value}
          onChange={onChange}
          off={codOff}
          icon={Banknote}
          title={
            <>
              {t('Pay on delivery')}
              {amounts && saving ? figure(amounts.cod) : null}
              {offer && offer.fee > 0 ? (
                <span className="ml-1 font-normal text-ink-700">
                  {t('(+ {{fee}} fee)', { fee: formatInr(offer.fee) })}
                </span>
              ) : null}
            </>
          }
          note={
            codOff
              ? offer?.reason
                ? translate(offer.reason)
                : t('Checking whether pay on delivery is available…')
              : t('Cash or UPI to the courier. We send a code to your mobile to confirm the order.')
          }
          aside={
            saving && value === 'cod' ? (
              <span
                role="note"
                className="mt-1.5 block rounded-md bg-success-50 px-2 py-1 text-xs font-medium text-success-600"
              >
                {t('Pay online and save {{amount}}', { amount: formatInr(payOnlineSaving) })}
              </span>
            ) : null
          }
        />
      </div>
    </fieldset>
  );
}
