import { COUPON_CODE, TICKER_FREE_SHIPPING_OVER_INR } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { Sparkles } from 'lucide-react';
import { useT } from '../../../lib/i18n';

function Run({ messages, hidden }: { messages: string[]; hidden?: boolean }) {
  // Each run repeats the messages so one run is wider than a desktop screen; two runs loop seamlessly.
  const items = [...messages, ...messages, ...messages];
  return (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {items.map((message, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the messages repeat on purpose
        <li key={index} className="flex items-center gap-6 pr-6 whitespace-nowrap">
          <span>{message}</span>
          <Sparkles aria-hidden="true" className="size-3.5 text-gold-400" />
        </li>
      ))}
    </ul>
  );
}

/** Scrolling promo strip (product rules §2 Home); static and centred for reduced-motion users. */
export function PromoTicker() {
  const { t } = useT();
  const messages = [
    t('Use code {{code}} for an extra 10% off', { code: COUPON_CODE }),
    t('Free shipping on orders over {{amount}}', { amount: formatInr(TICKER_FREE_SHIPPING_OVER_INR) }),
  ];
  return (
    <section
      aria-label={t('Offers')}
      className="mt-6 overflow-hidden border-y border-gold-300/50 bg-plum-900 py-3 text-sm font-medium tracking-wide text-ivory-50"
    >
      <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:hidden">
        <Run messages={messages} />
        <Run messages={messages} hidden />
      </div>
      <ul className="hidden flex-wrap justify-center gap-x-8 gap-y-1 px-4 text-center motion-reduce:flex">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}
