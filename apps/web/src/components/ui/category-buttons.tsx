import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { buttonClasses } from './button';

/** A row of small buttons to each category page: a way on from a dead end (an empty cart, a missing page). */
export function CategoryButtons({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <ul className={cn('flex flex-wrap justify-center gap-2', className)}>
      {CATEGORY_PAGES.map((page) => (
        <li key={page.path}>
          <Link to={page.path} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t(page.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
