import { FREE_SHIPPING_THRESHOLD_INR, RETURN_WINDOW_DAYS } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { BadgeCheck, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { IconCircle } from '../../../components/ui/icon-circle';

export function TrustBadges() {
  const { t } = useT();
  const items = [
    {
      id: 'authentic',
      icon: BadgeCheck,
      title: t('100% authentic'),
      body: t('Genuine brands and handloom, checked by hand before dispatch.'),
    },
    {
      id: 'returns',
      icon: RotateCcw,
      title: t('{{count}}-day easy returns', { count: RETURN_WINDOW_DAYS }),
      body: t('Changed your mind? Return it, no questions asked.'),
    },
    {
      id: 'payments',
      icon: ShieldCheck,
      title: t('Secure payments'),
      body: t('UPI, cards and net banking through a trusted gateway.'),
    },
    {
      id: 'delivery',
      icon: Truck,
      title: t('Free delivery over {{amount}}', { amount: formatInr(FREE_SHIPPING_THRESHOLD_INR) }),
      body: t('Delivered to your door across India.'),
    },
  ];
  return (
    <section aria-label={t('Why shop with us')} className="container-shop py-8 sm:py-10">
      <ul className="grid grid-cols-2 gap-3 rounded-2xl bg-ivory-50 p-4 ring-1 ring-ivory-300/70 sm:gap-6 sm:p-8 lg:grid-cols-4">
        {items.map(({ id, icon: Icon, title, body }) => (
          <li
            key={id}
            className="flex flex-col items-center gap-2 text-center sm:flex-row sm:items-start sm:text-left"
          >
            <IconCircle size="md" tone="gold">
              <Icon aria-hidden="true" className="size-6" strokeWidth={1.6} />
            </IconCircle>
            <span>
              <span className="block text-sm font-semibold text-ink-900">{title}</span>
              <span className="mt-0.5 block text-xs text-ink-500 sm:text-sm">{body}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
