import { zodResolver } from '@hookform/resolvers/zod';
import { type DeliveryAddress, DeliveryAddressSchema } from '@zariya/shared/accounts';
import type { FailedDeliveryChoice } from '@zariya/shared/failed-delivery';
import { CircleAlert, PackageX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AddressFields, EMPTY_ADDRESS } from '../../../components/forms/address-fields';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PillChoices } from '../../../components/ui/pill-choices';
import { paths } from '../../../config/paths';
import {
  useAnswerFailedDelivery,
  useFailedDelivery,
} from '../../../features/failed-delivery/api/failed-delivery';
import { errorMessage } from '../../../lib/api-client';
import { useDisplayDate, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

const CHOICES: Array<{ value: FailedDeliveryChoice; label: string; hint: string }> = [
  { value: 'reattempt', label: 'Try again on a day I choose', hint: 'The courier comes again on that day.' },
  {
    value: 'address',
    label: 'Correct the address',
    hint: 'The courier tries again at the corrected address (same pincode).',
  },
  { value: 'cancel', label: 'Cancel the order', hint: 'The courier returns the parcel to us.' },
];

/**
 * /delivery/:token: the signed link in her WhatsApp, SMS or e-mail after the courier could not deliver (issue 28
 * item 6). She picks another day (the next three), corrects the address, or cancels; the answer goes to the courier.
 */
export function FailedDeliveryRoute() {
  const { t } = useT();
  usePageMeta(t('Delivery not completed'), t('Tell the courier what to do with your parcel.'));
  const token = useParams().token ?? '';
  const question = useFailedDelivery(token);
  const answer = useAnswerFailedDelivery(token);
  const displayDate = useDisplayDate();
  const [choice, setChoice] = useState<FailedDeliveryChoice>('reattempt');
  const [date, setDate] = useState('');
  const form = useForm<DeliveryAddress>({
    values: question.data?.deliveryAddress
      ? {
          ...EMPTY_ADDRESS,
          ...question.data.deliveryAddress,
          addressLine2: question.data.deliveryAddress.addressLine2 ?? '',
        }
      : EMPTY_ADDRESS,
    resolver: zodResolver(DeliveryAddressSchema),
  });

  const frame = (icon: React.ReactNode, children: React.ReactNode) => (
    <section className="container-shop flex max-w-xl flex-col py-10 sm:py-16">
      <span className="inline-flex size-12 items-center justify-center self-start rounded-full bg-plum-50 text-plum-800 ring-1 ring-plum-100">
        {icon}
      </span>
      <h1 className="mt-4 text-display-sm font-medium sm:text-display">{t('Delivery not completed')}</h1>
      {children}
    </section>
  );

  if (question.isPending)
    return frame(
      <PackageX aria-hidden="true" className="size-6" />,
      <p className="mt-3 text-ink-700">{t('Loading…')}</p>,
    );
  if (question.isError)
    return frame(
      <CircleAlert aria-hidden="true" className="size-6" />,
      <>
        <p role="alert" className="mt-3 text-ink-700">
          {errorMessage(question.error, 'This link could not be opened. Please try again.')}
        </p>
        <Link to={paths.home} className={`${buttonClasses({ variant: 'secondary' })} mt-6 self-start`}>
          {t('Continue shopping')}
        </Link>
      </>,
    );

  const q = question.data;
  if (answer.isSuccess || q.answered)
    return frame(
      <PackageX aria-hidden="true" className="size-6" />,
      <>
        <p role="status" className="mt-3 text-ink-700">
          {answer.isSuccess
            ? t(answer.data.message)
            : t('Thank you, we already have your answer for this attempt.')}
        </p>
        <Link to={paths.trackOrder(q.orderRef)} className={`${buttonClasses({})} mt-6 self-start`}>
          {t('Track order {{orderRef}}', { orderRef: q.orderRef })}
        </Link>
      </>,
    );

  const send = () => {
    if (choice === 'reattempt') {
      if (date) answer.mutate({ choice, date });
      return;
    }
    if (choice === 'cancel') return answer.mutate({ choice });
    void form.handleSubmit((deliveryAddress) => answer.mutate({ choice, deliveryAddress }))();
  };

  return frame(
    <PackageX aria-hidden="true" className="size-6" />,
    <>
      <p className="mt-3 text-ink-700">
        {t('The courier could not deliver your order {{orderRef}}.', { orderRef: q.orderRef })}
        {q.reason ? ` ${t('Reason given: {{reason}}', { reason: q.reason })}` : ''}
      </p>
      <p className="mt-1 text-ink-700">{t('What should the courier do?')}</p>
      <form
        noValidate
        aria-label={t('What should the courier do?')}
        className="mt-6 space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <fieldset className="space-y-3">
          <legend className="sr-only">{t('What should the courier do?')}</legend>
          {CHOICES.map((c) => (
            <label
              key={c.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-ink-200 p-4 has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50"
            >
              <input
                type="radio"
                name="choice"
                value={c.value}
                checked={choice === c.value}
                onChange={() => setChoice(c.value)}
                className="mt-1 accent-plum-800"
              />
              <span>
                <span className="block font-medium text-plum-950">{t(c.label)}</span>
                <span className="block text-sm text-ink-500">{t(c.hint)}</span>
              </span>
            </label>
          ))}
        </fieldset>

        {choice === 'reattempt' ? (
          <PillChoices
            legend={t('Pick a day')}
            legendClassName="mb-2 font-medium text-plum-950"
            name="date"
            options={q.dates.map((d) => ({ value: d, label: displayDate(`${d}T12:00:00+05:30`) }))}
            value={date}
            onChange={setDate}
          />
        ) : null}

        {choice === 'address' ? (
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            <AddressFields field={(key) => form.register(key)} errors={form.formState.errors} />
          </div>
        ) : null}

        {answer.isError ? (
          <p
            role="alert"
            className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600"
          >
            {errorMessage(answer.error, 'Could not send your answer. Please try again.')}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          loading={answer.isPending}
          disabled={choice === 'reattempt' && !date}
          variant={choice === 'cancel' ? 'secondary' : 'primary'}
        >
          {choice === 'cancel' ? t('Cancel the order') : t('Send to the courier')}
        </Button>
      </form>
    </>,
  );
}
