import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/layout/admin-page';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { OfferList } from '../../../features/admin-offers/components/offer-list';

export function AdminOffersRoute() {
  return (
    <AdminPage
      title="Offers"
      about="Coupon codes and automatic offers of the Zariya shop."
      width="4xl"
      lead={
        <>Coupon codes and automatic offers: what each gives, whether it is live, and what it has brought.</>
      }
      action={
        <Link to={paths.admin.newOffer} className={buttonClasses({})}>
          <Plus aria-hidden="true" className="size-4" /> New offer
        </Link>
      }
    >
      <OfferList />
    </AdminPage>
  );
}
