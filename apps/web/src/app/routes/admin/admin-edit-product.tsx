import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { EditProductForm } from '../../../features/admin-products/components/edit-product-form';
import { readProductToEdit } from '../../../features/admin-products/product-to-edit';
import { usePageMeta } from '../../../lib/page-meta';

/** /edit-product: edits the product stored under productToEdit; without one, back to the list (SPEC §4). */
export function AdminEditProductRoute() {
  usePageMeta('Edit product', 'Edit a product of the Zariya catalogue.');
  const [product] = useState(readProductToEdit);
  if (!product) return <Navigate to={paths.admin.adminProducts} replace />;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={paths.admin.adminProducts}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All products
      </Link>
      <h1 className="text-display font-medium">Edit product</h1>
      <p className="mt-2 mb-6 text-ink-700">
        {product.brandname} · {product.productname} <span className="text-ink-500">#{product.id}</span>
      </p>
      <EditProductForm key={product.id} product={product} />
    </div>
  );
}
