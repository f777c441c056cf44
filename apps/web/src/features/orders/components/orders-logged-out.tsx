import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

/** /yourorder for a visitor: her orders and tickets live in her account, so she is asked to log in at once. */
export function OrdersLoggedOut() {
  const { t } = useT();
  return (
    <div className="flex flex-col items-center rounded-2xl bg-ivory-50 px-6 py-12 text-center shadow-soft ring-1 ring-ivory-300/60 sm:py-16">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-rose-100 text-plum-800">
        <LogIn aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-display-sm font-medium">{t('Log in to see your orders')}</h2>
      <p className="mt-2 max-w-sm text-ink-700">
        {t('Your orders, their tracking and your support tickets are kept in your account.')}
      </p>
      <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('Login/Sign up')}
      </Link>
      <Link to={paths.home} className={buttonClasses({ variant: 'link', className: 'mt-4' })}>
        {t('Continue shopping')}
      </Link>
    </div>
  );
}
