import { colourLabel } from '@zariya/shared/colours';
import { formatInr } from '@zariya/shared/pricing';
import type { AdminOrderItem } from '@zariya/shared/admin-orders-api';
import { LinePhoto } from '../../../components/ui/line-photo';

/**
 * The products of an order: photo, name, SKU, size, colour, quantity and line price (what the packer picks by), and
 * each offer that discounted the line with its amount (issue 25).
 */
export function OrderItems({ items }: { items: AdminOrderItem[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li
          key={`${item.productId}-${item.variantId ?? ''}-${item.size}-${item.color}`}
          className="flex gap-3"
        >
          <LinePhoto path={item.image} size="md" />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-ink-900">{item.productName}</p>
            {item.sku ? (
              <p className="font-mono text-xs text-ink-700">
                SKU <span className="select-all">{item.sku}</span>
              </p>
            ) : null}
            <p className="text-ink-500">
              {[
                item.size && `Size ${item.size}`,
                item.color && `Colour ${colourLabel(item.color)}`,
                `Qty ${item.quantity}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              <span className="text-ink-700 tabular-nums"> · {formatInr(item.price)}</span>
            </p>
            {item.discounts.some((d) => d.paise > 0) ? (
              <ul aria-label="Discounts on this line" className="text-xs">
                {item.discounts
                  .filter((d) => d.paise > 0)
                  .map((d) => (
                    // One part per offer and code (line-shares.ts lineShares merges them).
                    <li key={`${d.offerId}-${d.code}`}>
                      <span className="text-ink-700">{d.name ?? d.code ?? 'Discount'}</span>{' '}
                      <span className="font-medium text-success-600 tabular-nums">
                        -{formatInr(d.paise / 100)}
                      </span>
                    </li>
                  ))}
              </ul>
            ) : null}
            {item.returnRequest ? (
              <p className="text-xs font-medium text-plum-700">Return requested</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
