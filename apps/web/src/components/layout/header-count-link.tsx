import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { headerActionClasses } from './header-action';

/** A header link with a count badge (cart, wishlist); the count is read out as '(2 items)' after the label. */
export function HeaderCountLink({
  to,
  icon: Icon,
  label,
  count,
  badgeClassName,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
  /** The badge's colours. */
  badgeClassName: string;
}) {
  const { t } = useT();
  return (
    <NavLink to={to} className={headerActionClasses}>
      <span className="relative">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className={cn(
              'absolute -top-2 -right-2.5 flex min-w-4.5 items-center justify-center rounded-full px-1 text-2xs leading-4.5 font-bold ring-2 ring-ivory-50',
              badgeClassName,
            )}
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
      {count > 0 ? (
        <span className="sr-only">
          {' '}
          {count === 1 ? t('({{count}} item)', { count }) : t('({{count}} items)', { count })}
        </span>
      ) : null}
    </NavLink>
  );
}
