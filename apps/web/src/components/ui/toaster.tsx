// Toasts without sonner in the first load. vite.config.ts resolves every `import { toast } from 'sonner'`
// of the app to this module (only this file reaches the real package). `toast.success(...)` and friends
// queue their call and load sonner (about 9 kB gzip) on the first toast; <Toaster> mounts sonner's
// own Toaster once it has loaded, and sonner replays toasts created before its Toaster subscribed.
import { MESSAGES, TOAST_MS } from '@zariya/shared/constants';
import { type ComponentType, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { translate, useT } from '../../lib/i18n';
import { useMediaQuery } from '../../lib/use-media-query';

type Sonner = typeof import('sonner');
type ToastFn = Sonner['toast'];

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<(loaded: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    for (const listener of listeners) listener(module);
    return module;
  });
  return loading;
}

/** A toast's text and description in the shopper's language (the Hindi catalogue holds each toast's English). */
function translated(args: unknown[]): unknown[] {
  const [message, options, ...rest] = args;
  const text = typeof message === 'string' ? translate(message) : message;
  if (
    options &&
    typeof options === 'object' &&
    typeof (options as { description?: unknown }).description === 'string'
  ) {
    const description = translate((options as { description: string }).description);
    return [text, { ...options, description }, ...rest];
  }
  return [text, options, ...rest].slice(0, args.length);
}

/** When each toast on screen was raised, by id: a new page takes away those raised before it. */
const raised = new Map<string | number, number>();

/** Goes to a page inside the app; set by <ToastsFollowPage> (sonner's toasts are drawn outside the router). */
let goTo: ((path: string) => void) | undefined;

/** "Log in": a real link to /loginpage, followed inside the app when the router is there. */
function LoginLink(): ReactNode {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!goTo || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    goTo(paths.login);
  };
  return (
    <a
      href={paths.login}
      onClick={follow}
      className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
    >
      {translate('Log in')}
    </a>
  );
}

// The spec's "please log in" toasts lead to the login page.
const LOGIN_MESSAGES = new Set<string>([MESSAGES.loginToAddToCart, MESSAGES.loginToBuy]);

/**
 * One toast per message: its text is its id, so raising it again replaces it instead of stacking a copy.
 * The spec's log-in messages carry a link to log in.
 */
function withDefaults(message: unknown, args: unknown[]): unknown[] {
  const [text, options, ...rest] = args;
  const given = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
  const id = (given.id as string | number | undefined) ?? (typeof message === 'string' ? message : undefined);
  if (id === undefined) return args;
  raised.set(id, Date.now());
  const extra =
    typeof message === 'string' && LOGIN_MESSAGES.has(message) && !given.description
      ? { description: <LoginLink /> }
      : {};
  return [text, { ...given, ...extra, id }, ...rest];
}

/** Calls `toast` (or `toast.<method>`) now if sonner is loaded, else right after it has loaded. */
function call(method: string | undefined, rawArgs: unknown[]) {
  if (method === 'dismiss') {
    if (rawArgs[0] === undefined) raised.clear();
    else raised.delete(rawArgs[0] as string | number);
  }
  const args = method === 'dismiss' ? rawArgs : withDefaults(rawArgs[0], translated(rawArgs));
  const run = (loaded: Sonner) => {
    const target = method
      ? (loaded.toast as unknown as Record<string, (...a: unknown[]) => unknown>)[method]
      : (loaded.toast as unknown as (...a: unknown[]) => unknown);
    return target(...args);
  };
  if (sonner) return run(sonner);
  loadSonner().then(run, (error) => console.error('Could not load the toasts', error));
  return undefined;
}

// A toast raised together with a navigation (signed in, then home) is meant for the page it leads to.
const KEPT_ACROSS_NAVIGATION_MS = 1_000;

/**
 * Inside the router: a toast does not follow the shopper to the next page (those raised with the navigation
 * itself stay), and the log-in link moves within the app.
 */
export function ToastsFollowPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const first = useRef(true);
  useEffect(() => {
    goTo = (path) => navigate(path);
    return () => {
      goTo = undefined;
    };
  }, [navigate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = Date.now() - KEPT_ACROSS_NAVIGATION_MS;
    for (const [id, at] of raised) if (at < before) call('dismiss', [id]);
  }, [pathname]);
  return null;
}

/** The app's `toast`: sonner's API (success, error, info, ...), loaded on first use. */
export const toast = new Proxy((...args: unknown[]) => call(undefined, args), {
  get: (_target, method) =>
    typeof method === 'string' ? (...args: unknown[]) => call(method, args) : undefined,
}) as unknown as ToastFn;

/** Mounts sonner's Toaster as soon as sonner is loaded (by the first toast), and nothing before. */
export function Toaster() {
  const { t } = useT();
  // sonner's own phone layout (full width, its mobile offsets) starts below 600 px.
  const phone = useMediaQuery('(max-width: 600px)');
  const [Sonner, setSonner] = useState<ComponentType<Parameters<Sonner['Toaster']>[0]> | null>(
    () => sonner?.Toaster ?? null,
  );
  useEffect(() => {
    if (sonner) {
      setSonner(() => sonner!.Toaster);
      return;
    }
    const onLoad = (loaded: Sonner) => setSonner(() => loaded.Toaster);
    listeners.add(onLoad);
    return () => {
      listeners.delete(onLoad);
    };
  }, []);
  if (!Sonner) return null;
  return (
    <Sonner
      // product rules: top-right. On a phone they rise from the bottom instead, clear of the header, the category chips
      // and the page's first lines; a page with a bar fixed at the bottom sets --toast-bottom-clearance.
      position={phone ? 'bottom-center' : 'top-right'}
      // Below the sticky header and its category row on wide screens (about 9.5 rem), so a toast never covers the
      // account, orders and cart links (hovering a toast holds it open).
      offset={{ top: '9.75rem' }}
      mobileOffset={{
        bottom: 'calc(0.75rem + env(safe-area-inset-bottom) + var(--toast-bottom-clearance, 0px))',
      }}
      duration={TOAST_MS}
      visibleToasts={3}
      richColors
      closeButton
      containerAriaLabel={t('Notifications')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('Close notification') }}
    />
  );
}
