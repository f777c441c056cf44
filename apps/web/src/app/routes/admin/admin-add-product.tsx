import { ArrowLeft, List } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { AddProductForm } from '../../../features/admin-products/components/add-product-form';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminAddProductRoute() {
  usePageMeta('Add product', 'Add a product to the Zariya catalogue.');
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-display font-medium">Add product</h1>
          <p className="mt-2 text-ink-700">
            Brand, name, category, offer price and material are required, and at least one photo.
          </p>
        </div>
        <Link to={paths.admin.allProducts} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <List aria-hidden="true" className="size-4" /> All products
        </Link>
      </div>
      <AddProductForm />
    </div>
  );
}
