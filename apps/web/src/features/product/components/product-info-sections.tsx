import {
  FREE_SHIPPING_THRESHOLD_INR,
  PRODUCT_PAGE_DELIVERY_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_INR,
} from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

function Section({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group border-b border-ivory-300/70">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 font-display text-lg text-plum-950 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-ink-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-4 text-sm text-ink-700">{children}</div>
    </details>
  );
}

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2">
      {rows.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-ink-500">{key}</dt>
          <dd className="text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The collapsible Product Specification / Shipping Information / Additional Information of SPEC §2. */
export function ProductInfoSections({ product }: { product: Product }) {
  const specs: Array<[string, ReactNode]> = product.specifications.map((s) => [s.key, s.value]);
  if (!product.specifications.some((s) => s.key.toLowerCase() === 'material'))
    specs.unshift(['Material', product.material]);
  return (
    <div className="border-t border-ivory-300/70">
      <Section title="Product Specification" open>
        <Rows rows={specs} />
      </Section>
      <Section title="Shipping Information">
        <ul className="list-disc space-y-1.5 pl-5">
          <li>Delivered in about {PRODUCT_PAGE_DELIVERY_DAYS} days anywhere in India.</li>
          <li>
            Free shipping on orders of {formatInr(FREE_SHIPPING_THRESHOLD_INR)} or more; otherwise a{' '}
            {formatInr(SHIPPING_FEE_INR)} shipping fee.
          </li>
          <li>No platform fee.</li>
        </ul>
      </Section>
      <Section title="Additional Information">
        <Rows
          rows={[
            ['Category', product.category],
            ['Brand', product.brandname],
            ['Product code', `ZR-${product.id}`],
            ['Returns', `Easy returns within ${RETURN_WINDOW_DAYS} days of delivery`],
          ]}
        />
      </Section>
    </div>
  );
}
