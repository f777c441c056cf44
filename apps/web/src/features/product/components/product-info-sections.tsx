import {
  FREE_SHIPPING_THRESHOLD_INR,
  PRODUCT_PAGE_DELIVERY_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_INR,
} from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import type { Product } from '@zariya/shared/product';
import type { ReactNode } from 'react';
import { Disclosure } from '../../../components/ui/disclosure';
import { useT } from '../../../lib/i18n';

function Section({ title, children, open }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <Disclosure title={title} open={open} mark="chevron" titleClassName="min-h-12 font-display text-lg">
      <div className="pb-4 text-sm text-ink-700">{children}</div>
    </Disclosure>
  );
}

/** A row's name and value; `data` marks what the owner wrote (not translated): the name, the value or both. */
type Row = { key: string; name: string; value: ReactNode; data?: 'value' | 'both' };

function Rows({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2">
      {rows.map(({ key, name, value, data }) => (
        <div key={key} className="contents">
          <dt className="text-ink-500" translate={data === 'both' ? 'no' : undefined}>
            {name}
          </dt>
          <dd className="text-ink-900" translate={data ? 'no' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The collapsible Product Specification / Shipping Information / Additional Information of product rules §2. */
export function ProductInfoSections({ product }: { product: Product }) {
  const { t } = useT();
  // The usual names (Fabric, Wash Care…) are read in her language; a name the shop has no words for stays as written.
  const specs: Row[] = product.specifications.map((s) => {
    const name = t(s.key);
    return { key: s.key, name, value: s.value, data: name === s.key ? 'both' : 'value' };
  });
  if (!product.specifications.some((s) => s.key.toLowerCase() === 'material'))
    specs.unshift({ key: 'Material', name: t('Material'), value: product.material, data: 'value' });
  return (
    <div className="border-t border-ivory-300/70">
      <Section title={t('Product Specification')} open>
        <Rows rows={specs} />
      </Section>
      <Section title={t('Shipping Information')}>
        <ul className="list-disc space-y-1.5 pl-5">
          <li>
            {t('Delivered in about {{days}} days anywhere in India.', { days: PRODUCT_PAGE_DELIVERY_DAYS })}
          </li>
          <li>
            {t('Free shipping on orders of {{threshold}} or more; otherwise a {{fee}} shipping fee.', {
              threshold: formatInr(FREE_SHIPPING_THRESHOLD_INR),
              fee: formatInr(SHIPPING_FEE_INR),
            })}
          </li>
          <li>{t('No platform fee.')}</li>
        </ul>
      </Section>
      <Section title={t('Additional Information')}>
        <Rows
          rows={[
            // The category is one of CATEGORIES, in the Hindi catalogue.
            { key: 'category', name: t('Category'), value: t(product.category) },
            { key: 'brand', name: t('Brand'), value: product.brandname, data: 'value' },
            { key: 'code', name: t('Product code'), value: `ZR-${product.id}` },
            {
              key: 'returns',
              name: t('Returns'),
              value: t('Easy returns within {{days}} days of delivery', { days: RETURN_WINDOW_DAYS }),
            },
          ]}
        />
      </Section>
    </div>
  );
}
