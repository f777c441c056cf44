import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeliverySettings } from '../../../features/admin-delivery/api/get-delivery-settings';
import { DeliverySettingsForm } from '../../../features/admin-delivery/components/delivery-settings-form';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminDeliveryRoute() {
  const settings = useDeliverySettings();
  return (
    <AdminPage
      title="Delivery settings"
      about="Delivery days by pincode zone and pincodes not served."
      width="3xl"
      lead={
        <>
          The product page promises a date for the shopper's pincode, and each order keeps the date promised.
        </>
      }
    >
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
        <QueryFailed message="Could not load the delivery settings." query={settings} />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </AdminPage>
  );
}
