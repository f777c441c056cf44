import { LoginPanels } from '../../../features/auth/components/login-panels';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';

/** /loginpage: sign in (password or e-mail code) and sign up (product rules §2 Login page). */
export function LoginRoute() {
  const { t } = useT();
  usePageMeta(
    t('Login or sign up'),
    t('Log in to Zariya with your mobile number or an e-mail code, or create an account.'),
  );
  return (
    <div className="container-shop py-6 sm:py-10">
      <h1 className="sr-only">{t('Login or sign up')}</h1>
      <LoginPanels />
    </div>
  );
}
