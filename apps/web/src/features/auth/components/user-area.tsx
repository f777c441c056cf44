import {
  ChevronDown,
  CircleUserRound,
  LogOut,
  MapPin,
  Package,
  ShieldCheck,
  UserRoundCheck,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { toast } from 'sonner';
import { headerActionClasses } from '../../../components/layout/header-action';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { SHOPPER_UNAUTHORIZED_EVENT, useShopperSession } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { ShopperName } from './shopper-name';

/** Header account slot: 'Hi, Name' with a small menu when logged in (a token is stored), else 'Login/Sign up'. */
export function UserArea() {
  const { t } = useT();
  const { token, username } = useShopperSession();
  const name = token ? username?.trim() || '' : null;

  useEffect(() => {
    const onExpired = () => toast.info('Your session has ended. Please log in again.');
    window.addEventListener(SHOPPER_UNAUTHORIZED_EVENT, onExpired);
    return () => window.removeEventListener(SHOPPER_UNAUTHORIZED_EVENT, onExpired);
  }, []);

  if (name === null) {
    return (
      <NavLink to={paths.login} className={headerActionClasses}>
        <CircleUserRound aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.75} />
        <span className="sr-only sm:not-sr-only">{t('Login/Sign up')}</span>
      </NavLink>
    );
  }
  return <AccountMenu name={name} />;
}

const itemClasses =
  'flex min-h-tap w-full items-center gap-3 rounded-md px-3 text-left text-sm text-ink-700 hover:bg-plum-50 hover:text-plum-900 sm:min-h-10';

function AccountMenu({ name }: { name: string }) {
  const { t } = useT();
  const menuId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const logout = useLogout();

  // Close on navigation, on a click or focus outside, and on Escape (focus back to the button).
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className={headerActionClasses({ isActive: open })}
      >
        <UserRoundCheck aria-hidden="true" className="size-5 shrink-0" strokeWidth={1.75} />
        <span className="sr-only sm:not-sr-only sm:max-w-36 sm:truncate">
          {name ? (
            <>
              {t('Hi,')} <span translate="no">{name}</span>
            </>
          ) : (
            t('Hi, there')
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('hidden size-4 transition-transform sm:block', open && 'rotate-180')}
        />
      </button>
      {/* Named by its button, so the menu's own items can be told apart from the page's. */}
      <nav
        id={menuId}
        aria-labelledby={buttonId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-60 rounded-lg bg-ivory-50 p-1.5 shadow-lift ring-1 ring-ivory-300/70"
      >
        <p className="truncate border-b border-ivory-300/70 px-3 pt-1.5 pb-2.5 text-xs text-ink-500">
          {t('Logged in as')}{' '}
          <ShopperName name={name} fallback={t('there')} as="span" className="font-semibold text-ink-900" />
        </p>
        <ul className="pt-1">
          <li>
            <Link to={paths.deliveryAddress} className={itemClasses}>
              <MapPin aria-hidden="true" className="size-4" /> {t('Delivery address')}
            </Link>
          </li>
          <li>
            <Link to={paths.orders} className={itemClasses}>
              <Package aria-hidden="true" className="size-4" /> {t('Your orders')}
            </Link>
          </li>
          <li>
            <Link to={paths.accountSecurity} className={itemClasses}>
              <ShieldCheck aria-hidden="true" className="size-4" /> {t('Sign-in and security')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClasses}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
            >
              <LogOut aria-hidden="true" className="size-4" /> {t('Logout')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
