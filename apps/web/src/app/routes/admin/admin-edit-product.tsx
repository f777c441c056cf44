import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BackLink } from '../../../components/layout/admin-page';
import { paths } from '../../../config/paths';
import { useProductToEdit } from '../../../features/admin-products/api/get-product-to-edit';
import { EditProductForm } from '../../../features/admin-products/components/edit-product-form';
import { readProductToEdit, storeProductToEdit } from '../../../features/admin-products/product-to-edit';
import { usePageMeta } from '../../../lib/page-meta';

/** Said when a save finds the product changed since it was opened (409 PRODUCT_CHANGED). */
const STALE_NOTICE =
  'This product was changed after you opened it (by another edit or an order), so your change was not saved. ' +
  'The form below now shows the latest version: make your change again and save.';

/**
 * /edit-product: edits the product stored under productToEdit; without one, back to the list (product rules §4). The
 * product is read again from the shop as it opens, and again when a save finds it changed meanwhile.
 */
export function AdminEditProductRoute() {
  usePageMeta('Edit product', 'Edit a product of the Zariya catalogue.');
  const [stored] = useState(readProductToEdit);
  const latest = useProductToEdit(stored?.id);
  const [notice, setNotice] = useState(false);
  const listSearch = (useLocation().state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = `${paths.admin.adminProducts}${typeof listSearch === 'string' ? listSearch : ''}`;
  if (!stored) return <Navigate to={paths.admin.adminProducts} replace />;
  const product = latest.data ?? stored;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={backTo}>All products</BackLink>
      <h1 className="text-display font-medium">Edit product</h1>
      <p className="mt-2 mb-6 text-ink-700">
        {product.brandname} · {product.productname} <span className="text-ink-500">#{product.id}</span>
      </p>
      {notice ? (
        <p
          role="alert"
          className="mb-5 rounded-md bg-gold-100 px-3.5 py-2.5 text-sm font-medium text-gold-800"
        >
          {STALE_NOTICE}
        </p>
      ) : null}
      {/* A newer version of the product starts the form again from it. */}
      <EditProductForm
        key={`${product.id}-${product.version ?? ''}`}
        product={product}
        backTo={backTo}
        onStale={async () => {
          setNotice(true);
          const fresh = await latest.refetch();
          if (fresh.data) storeProductToEdit(fresh.data);
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
