import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { FetchFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDeliverySettings } from '../../../features/admin-delivery/api/get-delivery-settings';
import { DeliverySettingsForm } from '../../../features/admin-delivery/components/delivery-settings-form';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminDeliveryRoute() {
  usePageMeta('Delivery settings', 'Delivery days by pincode zone and pincodes not served.');
  const settings = useDeliverySettings();
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Delivery settings</h1>
      <p className="mt-2 mb-6 text-ink-700">
        The product page promises a date for the shopper's pincode, and each order keeps the date promised.
      </p>
      {settings.data && !settings.data.saved ? (
        <p
          role="status"
          className="mb-6 rounded-md bg-gold-50 px-3.5 py-2.5 text-sm text-ink-700 ring-1 ring-gold-500/40"
        >
          Not saved yet: until you save, shoppers see the usual dates (today + 5 days on the product page,
          order date + 7 days on orders).
        </p>
      ) : null}
      {settings.data ? (
        <DeliverySettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <FetchFailed
          message="Could not load the delivery settings."
          onRetry={() => settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}
