import { ArrowLeft, PackagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AdminProductList } from '../../../features/admin-products/components/admin-product-list';
import { usePageMeta } from '../../../lib/page-meta';

/** /allproduct and /admin-products: the same list of every product. */
export function AdminProductsRoute() {
  usePageMeta('All products', 'Every product in the Zariya catalogue.');
  return (
    <div>
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-display font-medium">All products</h1>
          <p className="mt-2 text-ink-700">
            Newest first. Edit a product's details or remove it from the shop.
          </p>
        </div>
        <Link to={paths.admin.addProduct} className={buttonClasses({ size: 'sm' })}>
          <PackagePlus aria-hidden="true" className="size-4" /> Add Product
        </Link>
      </div>
      <AdminProductList />
    </div>
  );
}
