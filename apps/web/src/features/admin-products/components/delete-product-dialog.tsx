import type { ProductCard } from '@zariya/shared/product';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProduct } from '../api/delete-product';

/** Asks before a product is removed; the list drops it at once and restores it if the server refuses. */
export function DeleteProductDialog({
  product,
  onClose,
}: {
  product: ProductCard | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    onClose();
    remove.mutate(product, {
      onSuccess: () => toast.success(`${product.productname} was deleted.`),
      onError: (error) => {
        console.error('Product delete failed', error);
        toast.error(errorMessage(error, `Could not delete ${product.productname}. Please try again.`));
      },
    });
  };
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title="Delete this product?"
      description={
        product
          ? `${product.brandname} · ${product.productname} will be removed from the shop with its photos.`
          : ''
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} className="bg-danger-600 hover:bg-danger-600/90">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
