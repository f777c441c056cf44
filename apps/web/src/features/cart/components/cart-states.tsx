import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { LogIn, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-ivory-50 px-6 py-12 text-center shadow-soft ring-1 ring-ivory-300/60 sm:py-16">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-rose-100 text-plum-800">
        {icon}
      </span>
      <h2 className="mt-4 text-display-sm font-medium">{title}</h2>
      {children}
    </div>
  );
}

export function CartEmpty() {
  const { t } = useT();
  return (
    <Frame icon={<ShoppingBag aria-hidden="true" className="size-7" />} title={t('Your cart is empty')}>
      <p className="mt-2 max-w-sm text-ink-700">
        {t('Sarees, suits and dresses are waiting. Find something you love.')}
      </p>
      <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('Continue shopping')}
      </Link>
      <ul className="mt-6 flex flex-wrap justify-center gap-2">
        {CATEGORY_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              {t(page.label)}
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function CartLoggedOut() {
  const { t } = useT();
  return (
    <Frame icon={<LogIn aria-hidden="true" className="size-7" />} title={t('Log in to see your cart')}>
      <p className="mt-2 max-w-sm text-ink-700">
        {t('Your cart is saved to your account, so it follows you on every device.')}
      </p>
      <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('Login/Sign up')}
      </Link>
      <Link to={paths.home} className={buttonClasses({ variant: 'link', className: 'mt-4' })}>
        {t('Continue shopping')}
      </Link>
    </Frame>
  );
}
