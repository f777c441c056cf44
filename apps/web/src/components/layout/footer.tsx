import {
  CATEGORY_PAGES,
  CUSTOMER_CARE_PHONE,
  RETURN_WINDOW_DAYS,
  SHOP_NAME,
  SHOP_TAGLINE,
  TICKET_REPLY_DAYS,
} from '@zariya/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { useAdminToken } from '../../lib/session';
import { Logo } from './logo';
import { PaymentBadges } from './payment-badges';
import { SocialLinks } from './social-links';

const linkClasses =
  'inline-flex min-h-tap items-center rounded-sm text-sm text-ivory-200 hover:text-gold-300 sm:min-h-9';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.16em] text-gold-300 uppercase">
        {title}
      </h2>
      {children}
    </div>
  );
}

export function Footer() {
  const { t } = useT();
  const adminToken = useAdminToken();
  return (
    <footer className="mt-10 bg-plum-950 text-ivory-100">
      <div className="container-shop grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-4 lg:grid-cols-[1.5fr_repeat(4,1fr)] lg:py-16">
        <div className="col-span-2 md:col-span-4 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-3 max-w-xs font-display text-lg text-ivory-100 italic">{t(SHOP_TAGLINE)}.</p>
          <p className="mt-2 max-w-xs text-sm text-ivory-200/80">
            {t(
              "Sarees, ethnic and western wear from India's weaving clusters and ateliers, delivered to your door.",
            )}
          </p>
        </div>
        <Column title={t('Shop')}>
          <ul>
            {CATEGORY_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={linkClasses}>
                  {t(page.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title={t('Discover')}>
          <ul>
            <li>
              <Link to={paths.home} className={linkClasses}>
                {t('New arrivals')}
              </Link>
            </li>
            <li>
              <Link to={paths.offers} className={linkClasses}>
                {t('Offers & coupons')}
              </Link>
            </li>
            <li>
              <Link to={paths.orders} className={linkClasses}>
                {t('Your orders')}
              </Link>
            </li>
            <li>
              <Link to={paths.feedback} className={linkClasses}>
                {t('Rate your purchases')}
              </Link>
            </li>
            <li>
              <Link to={paths.cart} className={linkClasses}>
                {t('Your bag')}
              </Link>
            </li>
            <li>
              <Link to={paths.login} className={linkClasses}>
                {t('Your account')}
              </Link>
            </li>
          </ul>
        </Column>
        <Column title={t('Support')}>
          <ul className="space-y-2 text-sm text-ivory-200">
            <li>
              {t('Customer care')}
              <a
                href={`tel:${CUSTOMER_CARE_PHONE.replaceAll(' ', '')}`}
                className={`${linkClasses} block font-medium text-ivory-50`}
              >
                {CUSTOMER_CARE_PHONE}
              </a>
            </li>
            <li>
              <Link
                to={paths.raiseTicket}
                className="underline decoration-gold-400/50 underline-offset-4 hover:text-gold-300"
              >
                {t('Raise a ticket')}
              </Link>{' '}
              {t('— we reply within {{count}} days.', { count: TICKET_REPLY_DAYS })}
            </li>
            <li>{t('{{count}}-day easy returns, no questions asked.', { count: RETURN_WINDOW_DAYS })}</li>
          </ul>
        </Column>
        <Column title={t('Follow us')}>
          <SocialLinks />
        </Column>
      </div>
      <div className="border-t border-ivory-50/10">
        <div className="container-shop flex flex-col gap-4 py-6 md:flex-row md:items-center md:justify-between">
          <PaymentBadges />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ivory-200/80">
            <span>
              © {new Date().getFullYear()} <span translate="no">{SHOP_NAME}</span>. {t('Made in India.')}
            </span>
            <Link to={adminToken ? paths.admin.dashboard : paths.admin.password} className={linkClasses}>
              {t('Admin')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
