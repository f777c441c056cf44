import { COUPON_CODE, FREE_SHIPPING_THRESHOLD_INR } from '@zariya/shared/constants';
import { formatInr } from '@zariya/shared/pricing';
import { Check, Copy, Gift, Truck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../../lib/i18n';
import { HomeSection } from './home-section';

const ticket =
  'relative flex items-start gap-4 overflow-hidden rounded-xl border border-dashed p-5 sm:p-6 before:absolute before:top-1/2 before:-left-3 before:size-6 before:-translate-y-1/2 before:rounded-full before:bg-ivory-100 after:absolute after:top-1/2 after:-right-3 after:size-6 after:-translate-y-1/2 after:rounded-full after:bg-ivory-100';

/** 'Exclusive Offers' (product rules §2 Home): free delivery over ₹1,000 and PROMO2024 for an extra 10% off. */
export function ExclusiveOffers() {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(COUPON_CODE);
      setCopied(true);
      toast.success(t('{{code}} copied. Apply it in your bag.', { code: COUPON_CODE }));
      setTimeout(() => setCopied(false), 3000);
    } catch {
      toast.info(t('Your code is {{code}}', { code: COUPON_CODE }));
    }
  };

  return (
    <HomeSection id="exclusive-offers" title={t('Exclusive Offers')}>
      <div className="grid gap-4 md:grid-cols-2">
        <div className={`${ticket} border-gold-500/60 bg-plum-900 text-ivory-50`}>
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-gold-400 text-plum-950">
            <Gift aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-display text-2xl">{t('Extra 10% off')}</p>
            <p className="mt-1 text-sm text-ivory-200">
              {t('Use code')} <strong className="font-semibold text-gold-300">{COUPON_CODE}</strong>{' '}
              {t('on any piece in your bag.')}
            </p>
            <button
              type="button"
              onClick={copy}
              className="mt-4 inline-flex min-h-tap items-center gap-2 rounded-full border border-gold-400/70 px-4 text-sm font-semibold tracking-wider text-gold-200 hover:bg-plum-800"
            >
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? t('Copied') : t('Copy {{code}}', { code: COUPON_CODE })}
            </button>
          </div>
        </div>
        <div className={`${ticket} border-plum-300 bg-rose-50 text-plum-950`}>
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-plum-800 text-ivory-50">
            <Truck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <p className="font-display text-2xl">{t('Free delivery')}</p>
            <p className="mt-1 text-sm text-ink-700">
              {t(
                'On every order over {{amount}}, delivered to your door anywhere in India. No code needed.',
                {
                  amount: formatInr(FREE_SHIPPING_THRESHOLD_INR),
                },
              )}
            </p>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
