import { CircleCheck, CircleX } from 'lucide-react';

const FEW_LEFT = 5;

/** `stock` null: the shop does not count this product's pieces; it is in stock while on sale. */
export function StockStatus({ available, stock }: { available: boolean; stock: number | null }) {
  if (!available || (stock !== null && stock <= 0)) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger-600">
        <CircleX aria-hidden="true" className="size-4" />
        Out of stock
      </p>
    );
  }
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-success-600">
      <CircleCheck aria-hidden="true" className="size-4" />
      In stock
      {stock !== null && stock <= FEW_LEFT ? (
        <span className="font-normal text-plum-700">· Only {stock} left</span>
      ) : null}
    </p>
  );
}
