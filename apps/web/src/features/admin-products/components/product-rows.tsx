import { formatInr } from '@zariya/shared/pricing';
import type { ProductCard } from '@zariya/shared/product';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/ui/admin-table';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { ProductActions } from './product-actions';
import { ProductThumb } from './product-thumb';

type RowsProps = {
  products: ProductCard[];
  onDelete: (product: ProductCard) => void;
  /** Ticked for a bulk edit (issue 27 item 3). */
  selected?: ReadonlySet<number>;
  onToggle?: (ids: number[], on: boolean) => void;
};

function Tick({
  product,
  selected,
  onToggle,
}: Pick<RowsProps, 'selected' | 'onToggle'> & { product: ProductCard }) {
  if (!onToggle) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${product.productname}`}
      checked={selected?.has(product.id) ?? false}
      onChange={(event) => onToggle([product.id], event.target.checked)}
      className="size-5 cursor-pointer accent-plum-800"
    />
  );
}

function StockBadge({ product }: { product: ProductCard }) {
  if (!product.available) return <Badge tone="neutral">Not available</Badge>;
  if (product.stock === null) return <span className="text-ink-500">Not counted</span>;
  if (product.stock === 0) return <Badge tone="sale">Out of stock</Badge>;
  return <span className="tabular-nums">{product.stock}</span>;
}

function PriceCell({ product }: { product: ProductCard }) {
  return (
    <span className="tabular-nums">
      <span className="font-semibold text-ink-900">{formatInr(product.new_price)}</span>
      {product.old_price && product.old_price > product.new_price ? (
        <s className="ml-1.5 text-xs text-ink-500">{formatInr(product.old_price)}</s>
      ) : null}
    </span>
  );
}

/** Wide screens: one table row per product. */
export function ProductTable({ products, onDelete, selected, onToggle }: RowsProps) {
  const allTicked = products.length > 0 && products.every((p) => selected?.has(p.id));
  return (
    <AdminTable
      caption="Products, newest first"
      head={
        <>
          {onToggle ? (
            <th scope="col" className="w-10 px-3 py-3">
              <input
                type="checkbox"
                aria-label="Select every product on this page"
                checked={allTicked}
                onChange={(event) =>
                  onToggle(
                    products.map((p) => p.id),
                    event.target.checked,
                  )
                }
                className="size-5 cursor-pointer accent-plum-800"
              />
            </th>
          ) : null}
          {['Photo', 'Brand', 'Name', 'Category', 'Price', 'Stock', 'Actions'].map((h) => (
            <th key={h} scope="col" className="px-3 py-3 font-semibold">
              {h === 'Photo' || h === 'Actions' ? <span className="sr-only">{h}</span> : h}
            </th>
          ))}
        </>
      }
    >
      {products.map((product) => (
        <tr key={product.id} className="hover:bg-ivory-100/70">
          {onToggle ? (
            <td className="px-3 py-2">
              <Tick product={product} selected={selected} onToggle={onToggle} />
            </td>
          ) : null}
          <td className="px-3 py-2">
            <ProductThumb path={product.image} className="w-12" />
          </td>
          <td className="px-3 py-2 text-ink-700">{product.brandname}</td>
          <th scope="row" className="px-3 py-2 font-medium text-ink-900">
            <Link to={paths.product(product.id)} className="hover:text-plum-800 hover:underline">
              {product.productname}
            </Link>
            <span className="block text-xs font-normal text-ink-500">#{product.id}</span>
          </th>
          <td className="px-3 py-2 text-ink-700">{product.category}</td>
          <td className="px-3 py-2">
            <PriceCell product={product} />
          </td>
          <td className="px-3 py-2">
            <StockBadge product={product} />
          </td>
          <td className="px-3 py-2">
            <ProductActions product={product} onDelete={onDelete} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phones: one card per product. */
export function ProductCards({ products, onDelete, selected, onToggle }: RowsProps) {
  return (
    <ul className="space-y-3">
      {products.map((product) => (
        <li
          key={product.id}
          aria-label={`${product.brandname} ${product.productname}`}
          className="flex gap-3 rounded-xl bg-ivory-50 p-3 shadow-soft ring-1 ring-ivory-300/70"
        >
          {onToggle ? (
            <div className="pt-1">
              <Tick product={product} selected={selected} onToggle={onToggle} />
            </div>
          ) : null}
          <ProductThumb path={product.image} className="w-20" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{product.brandname}</p>
            <Link
              to={paths.product(product.id)}
              className="line-clamp-2 font-medium text-ink-900 hover:text-plum-800"
            >
              {product.productname}
            </Link>
            <p className="text-xs text-ink-500">
              {product.category} · #{product.id}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <PriceCell product={product} />
              <span className="text-ink-700">
                Stock: <StockBadge product={product} />
              </span>
            </div>
            <div className="mt-2">
              <ProductActions product={product} onDelete={onDelete} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
