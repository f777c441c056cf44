import type { ProductCard } from '@zariya/shared/product';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { getProductToEdit } from '../api/get-product-to-edit';
import { storeProductToEdit } from '../product-to-edit';

/**
 * Edit (through localStorage 'productToEdit', product rules §4) and Delete for one product. The list holds cards
 * (no description, two images), so Edit stores the whole product from GET /api/products/:id, as saved now.
 */
export function ProductActions({
  product,
  onDelete,
}: {
  product: ProductCard;
  onDelete: (p: ProductCard) => void;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [opening, setOpening] = useState(false);
  const name = `${product.brandname} ${product.productname}`;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${name}`}
        disabled={opening}
        onClick={async () => {
          setOpening(true);
          try {
            storeProductToEdit(await getProductToEdit(product.id));
            // The list's search and page go along, so that Save and Cancel come back to them.
            navigate(paths.admin.editProduct, { state: { listSearch: search } });
          } catch (error) {
            toast.error(errorMessage(error, 'This product could not be opened. Please try again.'));
            setOpening(false);
          }
        }}
      >
        <Pencil aria-hidden="true" className="size-4" />
        <span aria-hidden="true">Edit</span>
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={() => onDelete(product)}>
        <Trash2 aria-hidden="true" className="size-4 text-danger-600" />
        <span aria-hidden="true">Delete</span>
      </Button>
    </div>
  );
}
