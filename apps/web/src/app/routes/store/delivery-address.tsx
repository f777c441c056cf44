import { DeliveryAddressWidget } from '../../../features/delivery-address/components/delivery-address-widget';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** /deliveryaddress: the shopper's delivery address, viewed and edited in the widget (product rules §2). */
export function DeliveryAddressRoute() {
  const { t } = useT();
  usePageMeta(t('Delivery address'), t('Where your Zariya orders are delivered.'));
  return (
    <div className="container-shop max-w-3xl py-6 sm:py-10">
      <h1 className="text-display-sm font-medium sm:text-display">{t('Delivery address')}</h1>
      <p className="mt-1 mb-6 text-sm text-ink-500">
        {t('Your orders are delivered here. Change it whenever you need.')}
      </p>
      <DeliveryAddressWidget />
    </div>
  );
}
