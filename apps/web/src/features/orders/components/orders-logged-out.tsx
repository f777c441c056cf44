import { LoginPanel } from '../../../components/ui/state-panel';
import { useT } from '../../../lib/i18n';

/** /yourorder for a visitor: her orders and tickets live in her account, so she is asked to log in at once. */
export function OrdersLoggedOut() {
  const { t } = useT();
  return (
    <LoginPanel
      title={t('Log in to see your orders')}
      text={t('Your orders, their tracking and your support tickets are kept in your account.')}
    />
  );
}
