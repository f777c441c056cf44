import { SESSION_IDLE_DAYS } from '@zariya/shared/account-security';
import { Bell, KeyRound, Megaphone, MonitorSmartphone, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { MobileNumberSettings } from '../../../features/auth/components/mobile-number-settings';
import { SignedInDevices } from '../../../features/auth/components/signed-in-devices';
import { MarketingConsentSettings } from '../../../features/marketing-consent/components/marketing-consent-settings';
import { OrderUpdatesSettings } from '../../../features/order-updates/components/order-updates-settings';
import { useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { useShopperSession } from '../../../lib/session';

/** /accountsecurity: change password and the signed-in devices, for the logged-in shopper (issue 11). */
export function AccountSecurityRoute() {
  const { t } = useT();
  usePageMeta(t('Sign-in and security'), t('Change your Zariya password and see where you are signed in.'));
  const { token } = useShopperSession();
  return (
    <div className="container-shop max-w-3xl py-6 sm:py-10">
      <h1 className="text-display-sm font-medium sm:text-display">{t('Sign-in and security')}</h1>
      <p className="mt-1 mb-6 text-sm text-ink-500">
        {t(
          'How we tell you about your orders, your password and the devices where you are signed in. Unused devices are signed out after {{days}} days.',
          { days: SESSION_IDLE_DAYS },
        )}
      </p>
      {token ? (
        <div className="space-y-6">
          <Section icon={<Smartphone aria-hidden="true" className="size-4.5" />} title={t('Mobile number')}>
            <MobileNumberSettings />
          </Section>
          <Section icon={<Bell aria-hidden="true" className="size-4.5" />} title={t('Order updates')}>
            <OrderUpdatesSettings />
          </Section>
          <Section
            icon={<Megaphone aria-hidden="true" className="size-4.5" />}
            title={t('Marketing messages')}
          >
            <MarketingConsentSettings />
          </Section>
          <Section
            icon={<MonitorSmartphone aria-hidden="true" className="size-4.5" />}
            title={t('Signed-in devices')}
          >
            <SignedInDevices />
          </Section>
          <Section icon={<KeyRound aria-hidden="true" className="size-4.5" />} title={t('Change password')}>
            <p className="mb-4 text-sm text-ink-500">
              {t('Changing your password signs you out on every other device.')}
            </p>
            <ChangePasswordForm />
          </Section>
        </div>
      ) : (
        <section className="flex flex-col gap-3 rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <p className="text-sm text-ink-700">{t('Log in to change your password and see your devices.')}</p>
          <Link to={paths.login} className={buttonClasses({ size: 'sm', className: 'self-start' })}>
            {t('Login/Sign up')}
          </Link>
        </section>
      )}
    </div>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl bg-ivory-50 p-4 shadow-soft ring-1 ring-ivory-300/70 sm:p-6"
    >
      <h2 className="mb-4 flex items-center gap-2.5 text-lg font-semibold text-ink-900">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-plum-50 text-plum-800 ring-1 ring-plum-100">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
