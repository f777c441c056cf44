import { List } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/layout/admin-page';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AddProductForm } from '../../../features/admin-products/components/add-product-form';

export function AdminAddProductRoute() {
  return (
    <AdminPage
      title="Add product"
      about="Add a product to the Zariya catalogue."
      lead="Brand, name, category, offer price and material are required, and at least one photo."
      width="4xl"
      action={
        <Link to={paths.admin.allProducts} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <List aria-hidden="true" className="size-4" /> All products
        </Link>
      }
    >
      <AddProductForm />
    </AdminPage>
  );
}
