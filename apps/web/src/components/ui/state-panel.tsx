// A page's whole state in one panel (an empty cart, a visitor asked to log in): an icon, a heading, what to do.
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { buttonClasses } from './button';
import { IconCircle } from './icon-circle';

export function StatePanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-ivory-50 px-6 py-12 text-center shadow-soft ring-1 ring-ivory-300/60 sm:py-16">
      <IconCircle size="xl" tone="rose">
        {icon}
      </IconCircle>
      <h2 className="mt-4 text-display-sm font-medium">{title}</h2>
      {children}
    </div>
  );
}

/** A visitor on a page that lives in her account (her cart, her orders): log in, or go on shopping. */
export function LoginPanel({ title, text }: { title: string; text: string }) {
  const { t } = useT();
  return (
    <StatePanel icon={<LogIn aria-hidden="true" className="size-7" />} title={title}>
      <p className="mt-2 max-w-sm text-ink-700">{text}</p>
      <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('Login/Sign up')}
      </Link>
      <Link to={paths.home} className={buttonClasses({ variant: 'link', className: 'mt-4' })}>
        {t('Continue shopping')}
      </Link>
    </StatePanel>
  );
}
