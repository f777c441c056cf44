import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { AdminPage } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';
import { CodSettingsForm } from '../../../features/cod-settings/components/cod-settings-form';

export function AdminCodRoute() {
  return (
    <AdminPage
      title="Cash on delivery"
      about="Pay-on-delivery settings of the Zariya shop."
      width="3xl"
      lead={
        <>
          Whether shoppers may pay the courier, what it costs them, and where it is not offered. The cash
          still out with couriers is on{' '}
          <Link to={`${paths.admin.allOrders}?payment=cod`} className={buttonClasses({ variant: 'link' })}>
            All orders
          </Link>
          .
        </>
      }
    >
      <CodSettingsForm />
    </AdminPage>
  );
}
