import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** The six category pages: scrollable chips on phones, a centred row with a gold underline on desktop. */
export function CategoryNav() {
  const { t } = useT();
  return (
    <nav aria-label={t('Categories')} className="border-t border-ivory-300/60">
      <ul className="container-shop no-scrollbar flex gap-2 overflow-x-auto py-2 lg:justify-center lg:gap-8 lg:py-0">
        {CATEGORY_PAGES.map((page) => (
          <li key={page.path} className="shrink-0">
            <NavLink
              to={page.path}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                  'lg:min-h-12 lg:rounded-none lg:border-x-0 lg:border-t-0 lg:border-b-2 lg:px-1 lg:tracking-wide',
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
