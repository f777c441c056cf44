import { PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/layout/admin-page';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AdminProductList } from '../../../features/admin-products/components/admin-product-list';
import { usePageMeta } from '../../../lib/page-meta';

/** /allproduct and /admin-products: the same list of every product. */
export function AdminProductsRoute() {
  usePageMeta('All products', 'Every product in the Zariya catalogue.');
  return (
    <AdminPage
      title="All products"
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
