import type { Product } from '@zariya/shared/product';
import { Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { storeProductToEdit } from '../product-to-edit';

/** Edit (through localStorage 'productToEdit', SPEC §4) and Delete for one product. */
export function ProductActions({ product, onDelete }: { product: Product; onDelete: (p: Product) => void }) {
  const navigate = useNavigate();
  const name = `${product.brandname} ${product.productname}`;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${name}`}
        onClick={() => {
          storeProductToEdit(product);
          navigate(paths.admin.editProduct);
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
