import { SHOP_NAME } from '@zariya/shared/constants';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** Wordmark with a small zari paisley; links home. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  const { t } = useT();
  return (
    <Link
      to="/"
      className={cn('inline-flex min-h-tap items-center gap-2 rounded-md', className)}
      aria-label={t('{{shop}} home', { shop: SHOP_NAME })}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <circle
          cx="16"
          cy="16"
          r="15"
          fill={tone === 'dark' ? 'var(--color-plum-900)' : 'var(--color-ivory-100)'}
        />
        <path
          d="M16 6c3.6 4.4 7.6 6.6 7.6 12a7.6 7.6 0 0 1-15.2 0C8.4 12.6 12.4 10.4 16 6Z"
          fill="none"
          stroke="var(--color-gold-400)"
          strokeWidth="1.6"
        />
        <path
          d="M12.2 15.2h7.6l-7.6 7h7.6"
          fill="none"
          stroke={tone === 'dark' ? 'var(--color-ivory-50)' : 'var(--color-plum-900)'}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        translate="no"
        className={cn(
          'font-display text-[1.6rem] leading-none font-semibold tracking-tight',
          tone === 'dark' ? 'text-plum-900' : 'text-ivory-50',
        )}
      >
        {SHOP_NAME}
      </span>
    </Link>
  );
}
