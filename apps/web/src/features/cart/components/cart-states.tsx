import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LoginPanel, StatePanel } from '../../../components/ui/state-panel';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

export function CartEmpty() {
  const { t } = useT();
  return (
    <StatePanel icon={<ShoppingBag aria-hidden="true" className="size-7" />} title={t('Your cart is empty')}>
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
    </StatePanel>
  );
}

export function CartLoggedOut() {
  const { t } = useT();
  return (
    <LoginPanel
      title={t('Log in to see your cart')}
      text={t('Your cart is saved to your account, so it follows you on every device.')}
    />
  );
}
