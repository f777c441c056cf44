import type { DeliveryAddress } from '@zariya/shared/accounts';
import { MapPin, PencilLine, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useDeliveryAddress } from '../api/get-delivery-address';
import { useUserDetails } from '../api/get-user-details';
import { IconCircle } from '../../../components/ui/icon-circle';

// The form carries the shared zod rules; it loads only when the shopper opens it.
const DeliveryAddressForm = lazy(() =>
  import('./delivery-address-form').then((m) => ({ default: m.DeliveryAddressForm })),
);

export type DeliveryAddressWidgetProps = { className?: string };

/**
 * product rules §2 Delivery address widget: 'Deliver to' with name and PIN code and the address lines; Update opens
 * an edit form with Save and Cancel. Reusable on the cart and payment pages.
 */
export function DeliveryAddressWidget({ className }: DeliveryAddressWidgetProps) {
  const { t } = useT();
  const titleId = useId();
  const { token, userId, username } = useShopperSession();
  const loggedIn = Boolean(token && userId);
  const address = useDeliveryAddress(loggedIn ? userId : null);
  const details = useUserDetails(loggedIn ? userId : null);
  const [editing, setEditing] = useState(false);
  const name = details.data?.fullname ?? username ?? '';

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 sm:p-5', className)}
    >
      <h2 id={titleId} className="sr-only">
        {t('Delivery address')}
      </h2>
      {!loggedIn ? (
        <LoggedOut />
      ) : address.isPending ? (
        <div aria-busy="true" className="space-y-2">
          <span className="sr-only">{t('Loading your delivery address…')}</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : address.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-700">{t('Could not load your delivery address.')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => address.refetch()}
            loading={address.isFetching}
          >
            {t('Try again')}
          </Button>
        </div>
      ) : editing ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <DeliveryAddressForm userId={userId!} initial={address.data} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <AddressView
          name={name}
          mobile={details.data?.mobile}
          address={address.data}
          onEdit={() => setEditing(true)}
        />
      )}
    </section>
  );
}

function AddressView({
  name,
  mobile,
  address,
  onEdit,
}: {
  name: string;
  mobile?: string;
  address: DeliveryAddress | null;
  onEdit: () => void;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <IconCircle size="sm" tone="plum" className="mt-0.5">
          <MapPin aria-hidden="true" className="size-4.5" />
        </IconCircle>
        <div className="min-w-0">
          <p className="text-sm text-ink-700">
            {t('Deliver to:')}{' '}
            <strong translate="no" className="font-semibold text-ink-900">
              {name}
            </strong>
            {address ? (
              <>
                , <strong className="font-semibold text-ink-900 tabular-nums">{address.postalCode}</strong>
              </>
            ) : null}
          </p>
          {address ? (
            <address className="mt-1 text-sm leading-relaxed text-ink-500 not-italic break-words">
              <span translate="no">
                {address.addressLine1}
                {address.addressLine2 ? `, ${address.addressLine2}` : ''}
                <br />
                {address.city}, {address.state} {address.postalCode}, {address.country}
              </span>
              {mobile ? (
                <>
                  <br />
                  {t('Phone:')} <span className="tabular-nums">{mobile}</span>
                </>
              ) : null}
            </address>
          ) : (
            <p className="mt-1 text-sm text-ink-500">{t('No delivery address saved yet.')}</p>
          )}
        </div>
      </div>
      <Button variant="secondary" size="sm" className="self-start" onClick={onEdit}>
        {address ? (
          <PencilLine aria-hidden="true" className="size-4" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {address ? t('Update') : t('Add address')}
      </Button>
    </div>
  );
}

function LoggedOut() {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm text-ink-700">
        <MapPin aria-hidden="true" className="size-4.5 text-plum-700" />
        {t('Log in to see and change your delivery address.')}
      </p>
      <Link to={paths.login} className={buttonClasses({ size: 'sm', className: 'self-start' })}>
        {t('Login/Sign up')}
      </Link>
    </div>
  );
}
