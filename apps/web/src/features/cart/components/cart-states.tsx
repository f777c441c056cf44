import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { CategoryButtons } from '../../../components/ui/category-buttons';
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
      <CategoryButtons className="mt-6" />
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
