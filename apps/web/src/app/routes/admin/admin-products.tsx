import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/layout/admin-page';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AdminProductList } from '../../../features/admin-products/components/admin-product-list';

/** /allproduct and /admin-products: the same list of every product. */
export function AdminProductsRoute() {
  return (
    <AdminPage
      title="All products"
      about="Every product in the Zariya catalogue."
      lead="Newest first. Edit a product's details or remove it from the shop."
      width="full"
      action={
        <Link to={paths.admin.addProduct} className={buttonClasses({ size: 'sm' })}>
          <PackagePlus aria-hidden="true" className="size-4" /> Add Product
        </Link>
      }
    >
      <AdminProductList />
    </AdminPage>
  );
}
