import {
  CUSTOMER_CARE_PHONE,
  MESSAGES,
  TICKET_PROBLEM_TYPES,
  TICKET_REPLY_DAYS,
} from '@zariya/shared/constants';
import {
  TICKET_DESCRIPTION_MAX,
  TICKET_SUBJECT_MAX,
  type TicketProblemType,
} from '@zariya/shared/tickets-api';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { formMessage } from '../../../components/forms/form-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { useCreateTicket } from '../api/create-ticket';
import type { PickableOrder } from '../api/get-shopper-orders';
import { orderOptionLabel } from './order-label';

type Values = { orderId: string; problemType: TicketProblemType | ''; subject: string; description: string };

const EMPTY: Values = { orderId: '', problemType: '', subject: '', description: '' };

function raiseError(error: unknown): string {
  // A 409 carries the spec's own sentence about the unresolved ticket; show it as it is.
  if (error instanceof ApiError && error.status === 409) return error.message || MESSAGES.ticketUnresolved;
  const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
  return `Failed to raise ticket: ${reason}`;
}

function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useT();
  return message ? (
    <p id={id} className="mt-1.5 text-sm text-danger-600">
      {t(message)}
    </p>
  ) : null;
}

/** The Raise Ticket form: which order, what kind of problem, a subject and the details. */
export function RaiseTicketForm({ userId, orders }: { userId: string; orders: PickableOrder[] }) {
  const { t } = useT();
  const locale = useLocale();
  const create = useCreateTicket();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<Values>({ defaultValues: EMPTY });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    create.mutate(
      {
        userId,
        orderId: values.orderId,
        problemType: values.problemType as TicketProblemType,
        subject: values.subject.trim(),
        description: values.description.trim(),
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.ticketRaised);
          reset(EMPTY);
        },
        onError: (error) => {
          const message = raiseError(error);
          setServerError(message);
          toast.error(formMessage(t, message));
        },
      },
    );
  });

  // The same sentences the server answers with (tickets-api CreateTicketSchema).
  const notBlank = (message: string) => ({ validate: (value: string) => value.trim().length > 0 || message });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <Select
          label={t('Order')}
          options={[
            { value: '', label: t('Choose an order') },
            ...orders.map((order) => ({ value: order.ref, label: orderOptionLabel(order, t, locale) })),
          ]}
          aria-invalid={errors.orderId ? true : undefined}
          aria-describedby={errors.orderId ? 'ticket-order-error' : undefined}
          {...register('orderId', { required: 'Please choose the order this is about.' })}
        />
        <FieldError id="ticket-order-error" message={errors.orderId?.message} />
      </div>
      <div>
        <Select
          label={t('Problem type')}
          options={[
            { value: '', label: t('Choose a problem type') },
            ...TICKET_PROBLEM_TYPES.map((type) => ({ value: type, label: t(type) })),
          ]}
          aria-invalid={errors.problemType ? true : undefined}
          aria-describedby={errors.problemType ? 'ticket-type-error' : undefined}
          {...register('problemType', { required: 'Please choose a problem type.' })}
        />
        <FieldError id="ticket-type-error" message={errors.problemType?.message} />
      </div>
      <Input
        label={t('Subject')}
        maxLength={TICKET_SUBJECT_MAX}
        autoComplete="off"
        error={errors.subject?.message ? t(errors.subject.message) : undefined}
        {...register('subject', notBlank('Please enter a subject.'))}
      />
      <Textarea
        label={t('Description')}
        rows={5}
        maxLength={TICKET_DESCRIPTION_MAX}
        hint={t('Tell us what happened: sizes, colours, dates, anything that helps us sort it out.')}
        error={errors.description?.message ? t(errors.description.message) : undefined}
        {...register('description', notBlank('Please describe the problem.'))}
      />
      {serverError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3.5 py-2.5 text-sm font-medium text-danger-600">
          {formMessage(t, serverError)}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          {t('We reply within {{days}} days. Urgent? Call {{phone}}.', {
            days: TICKET_REPLY_DAYS,
            phone: CUSTOMER_CARE_PHONE,
          })}
        </p>
        <Button type="submit" loading={create.isPending} className="sm:shrink-0">
          {create.isPending ? null : <Send aria-hidden="true" className="size-4" />}
          {t('Raise ticket')}
        </Button>
      </div>
    </form>
  );
}
