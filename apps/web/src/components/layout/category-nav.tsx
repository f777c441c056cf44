import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/**
 * The six category pages: scrollable chips on phones (32 px to see, 44 px to tap), a centred row with a gold
 * underline on desktop.
 */
export function CategoryNav() {
  const { t } = useT();
  return (
    <nav aria-label={t('Categories')} className="border-b border-ivory-300/60 lg:border-t lg:border-b-0">
      <ul className="container-shop no-scrollbar flex gap-2 overflow-x-auto lg:justify-center lg:gap-8">
        {CATEGORY_PAGES.map((page) => (
          <li key={page.path} className="shrink-0">
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cn(
                  // A 32 px chip; its invisible ::after reaches 6 px above and below: a 44 px tap.
                  'my-1.5 inline-flex min-h-8 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'relative after:absolute after:-inset-y-1.5 after:inset-x-0 after:content-[""]',
                  'lg:my-0 lg:min-h-12 lg:rounded-none lg:border-x-0 lg:border-t-0 lg:border-b-2 lg:px-1 lg:tracking-wide',
                  isActive
                    ? 'border-plum-800 bg-plum-800 text-ivory-50 lg:border-gold-500 lg:bg-transparent lg:text-plum-900'
                    : 'border-ivory-300 bg-ivory-50 text-ink-700 hover:border-plum-300 hover:text-plum-900 lg:border-transparent lg:bg-transparent lg:hover:border-gold-300',
                )
              }
            >
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
