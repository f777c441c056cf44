import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { ShopperName } from './shopper-name';

/** On the login page while a token is stored: who is logged in, and the Logout button (product rules §2). */
export function LoggedInNotice() {
  const { t } = useT();
  const { token, username } = useShopperSession();
  const logout = useLogout();
  if (!token) return null;

  return (
    <div className="mb-6 rounded-lg bg-plum-50 p-4 ring-1 ring-plum-100">
      <p className="text-sm text-ink-700">
        {t('You are logged in as')}{' '}
        <ShopperName
          name={username}
          fallback={t('a shopper')}
          as="strong"
          className="font-semibold text-plum-950"
        />
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => logout.mutate()} loading={logout.isPending}>
          {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
          {t('Logout')}
        </Button>
        <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('Continue shopping')}
        </Link>
      </div>
    </div>
  );
}
