import { AS_PER_IMAGE_COLOUR, choiceError } from '@zariya/shared/checkout';
import { colourLabel } from '@zariya/shared/colours';
import type { WishlistItem } from '@zariya/shared/wishlist';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { BrandAndName } from '../../../components/ui/brand-name';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

export type ItemActions = {
  remove: (item: WishlistItem) => void;
  /** Absent for a visitor: the cart needs a login. */
  move?: (item: WishlistItem, choice: { size: string; color: string }) => void;
  moving?: boolean;
};

/** One hearted product: photo, marks, size and colour for the cart, Move to cart and Remove. */
export function WishlistItemCard({ item, actions }: { item: WishlistItem; actions: ItemActions }) {
  const { t } = useT();
  const { product } = item;
  const gone = item.status === 'unavailable';
  const [size, setSize] = useState(product.sizes.length === 1 ? product.sizes[0] : '');
  const [color, setColor] = useState(product.colors.length === 1 ? product.colors[0] : '');

  const move = () => {
    const missing = choiceError(product, {
      size,
      color: color || (product.colors.length ? '' : AS_PER_IMAGE_COLOUR),
    });
    if (missing) return void toast.info(missing);
    actions.move?.(item, { size, color: color || AS_PER_IMAGE_COLOUR });
  };

  return (
    <article
      aria-label={product.productname}
      className="flex gap-3 rounded-xl bg-ivory-50 p-3 shadow-card ring-1 ring-ivory-300/60 sm:gap-4 sm:p-4"
    >
      <Link to={paths.product(product.id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductThumb
          path={product.image}
          alt=""
          className={gone ? 'w-24 opacity-50 grayscale sm:w-32' : 'w-24 sm:w-32'}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <BrandAndName brand={product.brandname} as="h2" className="line-clamp-2 sm:text-base">
          {gone ? (
            product.productname
          ) : (
            <Link to={paths.product(product.id)} className="hover:text-plum-800 hover:underline">
              {product.productname}
            </Link>
          )}
        </BrandAndName>
        {gone ? null : <Price newPrice={product.new_price} oldPrice={product.old_price} />}
        <div className="flex flex-wrap gap-1.5">
          {gone ? <Badge tone="neutral">{t('No longer available')}</Badge> : null}
          {item.status === 'out_of_stock' ? <Badge tone="muted">{t('Out of stock')}</Badge> : null}
          {item.backInSizes?.length ? (
            // The sizes she asked about that sell again (decision 0043): the mark per size.
            <Badge tone="success">
              {t('Back in stock: {{sizes}}', { sizes: item.backInSizes.join(', ') })}
            </Badge>
          ) : item.backInStock ? (
            <Badge tone="success">{t('Back in stock')}</Badge>
          ) : null}
          {item.priceDrop ? (
            <Badge tone="sale">
              {t('Price dropped by {{amount}}', { amount: rupees(item.priceDrop) })}
              <span className="sr-only">
                {' '}
                {t('since you saved it at {{amount}}', { amount: rupees(item.priceWhenAdded) })}
              </span>
            </Badge>
          ) : null}
        </div>
        {actions.move && item.status === 'available' ? (
          <div className="mt-1 grid grid-cols-2 gap-2 sm:max-w-sm">
            {product.sizes.length > 1 ? (
              <Select
                label={t('Size')}
                hideLabel
                value={size}
                onChange={(e) => setSize(e.target.value)}
                options={[
                  { value: '', label: t('Size') },
                  ...product.sizes.map((s) => ({ value: s, label: s })),
                ]}
              />
            ) : null}
            {product.colors.length > 1 ? (
              <Select
                label={t('Colour')}
                hideLabel
                value={color}
                onChange={(e) => setColor(e.target.value)}
                options={[
                  { value: '', label: t('Colour') },
                  ...product.colors.map((c) => ({ value: c, label: colourLabel(c) })),
                ]}
              />
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {actions.move && item.status === 'available' ? (
            <Button size="sm" onClick={move} loading={actions.moving}>
              {actions.moving ? null : <ShoppingBag aria-hidden="true" className="size-4" />}
              {t('Move to cart')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => actions.remove(item)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Remove')}
            <span className="sr-only" translate="no">
              {' '}
              {product.productname}
            </span>
          </Button>
        </div>
      </div>
    </article>
  );
}
