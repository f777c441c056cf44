import { MESSAGES } from '@zariya/shared/constants';
import type { CartLine } from '@zariya/shared/orders-api';
import { formatInr } from '@zariya/shared/pricing';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ColourChip } from '../../../components/ui/colour-chip';
import { ProductThumb } from '../../../components/ui/product-thumb';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';
import { CouponForm } from './coupon-form';
import { QuantityStepper } from './quantity-stepper';
import { BrandAndName } from '../../../components/ui/brand-name';

/** One cart line: photo, brand, name, size, colour, price, quantity, its own coupon and Delete. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useT();
  const remove = useRemoveFromCart();
  const quantity = useUpdateCartQuantity();
  const name = line.productname;

  return (
    <li className="flex gap-3 rounded-xl bg-ivory-50 p-3 shadow-soft ring-1 ring-ivory-300/60 sm:gap-5 sm:p-4">
      <Link to={paths.product(line.productId)} className="w-22 shrink-0 sm:w-28" tabIndex={-1}>
        <ProductThumb path={line.image} alt={name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <BrandAndName brand={line.brandname} className="sm:text-base">
              <Link to={paths.product(line.productId)} className="hover:text-plum-800 hover:underline">
                {name}
              </Link>
            </BrandAndName>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove.mutate(line.lineId)}
            disabled={remove.isPending}
            aria-label={t('Delete {{name}} from cart', { name })}
            className="-mt-1 -mr-1 shrink-0 px-3 text-ink-700"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('Delete')}</span>
          </Button>
        </div>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
          {line.size ? (
            <div className="flex gap-1">
              <dt className="text-ink-500">{t('Size')}</dt>
              <dd translate="no" className="font-medium">
                {line.size}
              </dd>
            </div>
          ) : null}
          {line.color ? (
            <div className="flex gap-1">
              <dt className="text-ink-500">{t('Colour')}</dt>
              <dd translate="no" className="font-medium">
                <ColourChip color={line.color} />
              </dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt className="text-ink-500">{t('Price')}</dt>
            <dd className="font-medium tabular-nums">{formatInr(line.new_price)}</dd>
          </div>
        </dl>
        {!line.available ? (
          <p role="status" className="text-xs font-semibold text-danger-600">
            {line.stock !== null && line.stock > 0 && line.stock < line.quantity
              ? t('Only {{count}} left in stock: please remove it or lower the quantity.', {
                  count: line.stock,
                })
              : t('Out of stock: please remove it or lower the quantity.')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            quantity={line.quantity}
            productName={name}
            onChange={(next) => quantity.mutate({ lineId: line.lineId, quantity: next })}
          />
          <p className="text-right tabular-nums">
            <span className="sr-only">{t('Line total')} </span>
            <span className="font-semibold text-ink-900">{formatInr(line.lineTotal)}</span>
            {line.couponApplied && line.lineTotal < line.lineMrp ? (
              <s className="ml-2 text-xs text-ink-500">{formatInr(line.lineMrp)}</s>
            ) : null}
          </p>
        </div>
        <CouponForm
          label={t('Coupon code for {{name}}', { name })}
          lineId={line.lineId}
          applied={line.couponApplied}
          alreadyAppliedMessage={MESSAGES.lineCouponAlreadyApplied}
          appliedText={
            line.productCouponCode
              ? t('{{code}} applied: 10% off this item', { code: line.productCouponCode })
              : t('Coupon applied: 10% off this item')
          }
          className="max-w-sm"
        />
      </div>
    </li>
  );
}
