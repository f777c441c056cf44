import { Landmark } from 'lucide-react';
import { useT } from '../../lib/i18n';

// Card schemes are brand marks: the same in every language (translate="no").
const VISA = 'VISA';
const MASTERCARD = 'Mastercard';
const RUPAY = ['Ru', 'Pay'] as const;

const badge =
  'inline-flex h-8 min-w-14 items-center justify-center gap-1 rounded-sm bg-white px-2.5 shadow-soft';

/** Accepted payment methods as text-and-shape badges (no external images). */
export function PaymentBadges() {
  const { t } = useT();
  return (
    <ul aria-label={t('Payment methods we accept')} className="flex flex-wrap items-center gap-2">
      <li className={badge}>
        <span translate="no" className="text-[0.8rem] font-black tracking-tight text-[#5f6368] italic">
          UPI
        </span>
        <svg viewBox="0 0 12 14" aria-hidden="true" className="h-3.5 w-3">
          <path d="M2 1l6 6-6 6z" fill="#f58220" />
          <path d="M5 1l6 6-6 6z" fill="#1a9f4a" />
        </svg>
      </li>
      <li className={badge}>
        <span translate="no" className="font-serif text-base font-black tracking-tight text-[#1a1f71] italic">
          {VISA}
        </span>
      </li>
      <li className={badge} aria-label={MASTERCARD} translate="no">
        <svg viewBox="0 0 38 24" aria-hidden="true" className="h-5 w-8">
          <circle cx="14" cy="12" r="9" fill="#eb001b" />
          <circle cx="24" cy="12" r="9" fill="#f79e1b" fillOpacity="0.9" />
          <path d="M19 4.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
        </svg>
        <span className="sr-only">{MASTERCARD}</span>
      </li>
      <li className={badge}>
        <span translate="no" className="text-[0.8rem] font-extrabold tracking-tight text-[#1b3f8f] italic">
          {RUPAY[0]}
          <span className="text-[#c2410c]">{RUPAY[1]}</span>
        </span>
      </li>
      <li className={badge}>
        <Landmark aria-hidden="true" className="size-3.5 text-plum-800" />
        <span className="text-[0.7rem] font-semibold text-ink-700">{t('Net banking')}</span>
      </li>
    </ul>
  );
}
