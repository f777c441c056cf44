import { Fragment } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const crumbClasses = 'inline-flex min-h-tap items-center hover:text-plum-800 hover:underline';

/** Home / … / the page she is on. `asData`: the current page's name is catalogue data (a product), cut short. */
export function Breadcrumbs({
  className,
  between = [],
  current,
  asData,
}: {
  className: string;
  /** The pages between Home and this one. */
  between?: ReadonlyArray<{ to: string; label: string }>;
  current: string;
  asData?: boolean;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('Breadcrumb')} className={className}>
      <ol className="flex min-w-0 items-center gap-2">
        {[{ to: '/', label: t('Home') }, ...between].map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className={crumbClasses}>
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li
          aria-current="page"
          translate={asData ? 'no' : undefined}
          className={cn(asData && 'truncate', 'text-ink-700')}
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}
