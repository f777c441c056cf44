// Toasts without sonner in the first load. vite.config.ts resolves every `import { toast } from 'sonner'`
// of the app to this module (only this file reaches the real package). `toast.success(...)` and friends
// queue their call and load sonner (about 9 kB gzip) on the first toast; <Toaster> mounts sonner's
// own Toaster once it has loaded, and sonner replays toasts created before its Toaster subscribed.
import { TOAST_MS } from '@zariya/shared/constants';
import { type ComponentType, useEffect, useState } from 'react';
import { translate, useT } from '../../lib/i18n';

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

/** Calls `toast` (or `toast.<method>`) now if sonner is loaded, else right after it has loaded. */
function call(method: string | undefined, rawArgs: unknown[]) {
  const args = method === 'dismiss' ? rawArgs : translated(rawArgs);
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

/** The app's `toast`: sonner's API (success, error, info, ...), loaded on first use. */
export const toast = new Proxy((...args: unknown[]) => call(undefined, args), {
  get: (_target, method) =>
    typeof method === 'string' ? (...args: unknown[]) => call(method, args) : undefined,
}) as unknown as ToastFn;

/** Mounts sonner's Toaster as soon as sonner is loaded (by the first toast), and nothing before. */
export function Toaster() {
  const { t } = useT();
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
      position="top-right"
      // Below the sticky header and its category row (about 9.5 rem on wide screens, 10.5 rem on phones),
      // so a toast never covers the account, orders and cart links (hovering a toast holds it open).
      offset={{ top: '9.75rem' }}
      mobileOffset={{ top: '10.75rem' }}
      duration={TOAST_MS}
      richColors
      closeButton
      containerAriaLabel={t('Notifications')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('Close notification') }}
    />
  );
}
