import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { CodSettingsForm } from '../../../features/cod-settings/components/cod-settings-form';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminCodRoute() {
  usePageMeta('Cash on delivery', 'Pay-on-delivery settings of the Zariya shop.');
  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Cash on delivery</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Whether shoppers may pay the courier, what it costs them, and where it is not offered. The cash still
        out with couriers is on{' '}
        <Link to={`${paths.admin.allOrders}?payment=cod`} className={buttonClasses({ variant: 'link' })}>
          All orders
        </Link>
        .
      </p>
      <CodSettingsForm />
    </div>
  );
}
