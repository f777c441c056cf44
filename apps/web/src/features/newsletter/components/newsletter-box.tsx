import { MESSAGE_CLEAR_MS, MESSAGES } from '@zariya/shared/constants';
import { MessageCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useSubscribeNewsletter, useUnsubscribeNewsletter } from '../api/subscribe-newsletter';
import { PanelGlows } from '../../../components/ui/panel-glows';

// The shared rule is built on zod; loading it on first use keeps zod out of the home page's first load.
const loadValidator = () => import('@zariya/shared/newsletter').then((m) => m.isValidWhatsappNumber);

/** `text` is English (a shared message or the server's); it is shown through t() in the page's language. */
type Notice = { tone: 'success' | 'error'; text: string; at: number };

/** WhatsApp newsletter sign-up (product rules §5): 10 digits, server message shown for 3 s. */
export function NewsletterBox() {
  const { t, language } = useT();
  const inputId = useId();
  const [number, setNumber] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const subscribe = useSubscribeNewsletter(language);
  const unsubscribe = useUnsubscribeNewsletter(language);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const show = (tone: Notice['tone'], text: string) => setNotice({ tone, text, at: Date.now() });

  const send = async (action: typeof subscribe) => {
    // Spaces and dashes are how people write numbers, not part of them.
    const value = number.replace(/[\s-]/g, '');
    if (!(await loadValidator())(value)) {
      show('error', MESSAGES.newsletterInvalid);
      return;
    }
    action.mutate(value, {
      onSuccess: (data) => {
        show('success', data.message);
        setNumber('');
      },
      onError: (error) => {
        console.error('Newsletter call failed', error);
        show(
          'error',
          error instanceof ApiError && error.status === 400 ? error.message : MESSAGES.newsletterError,
        );
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(subscribe);
  };

  return (
    <section
      id="newsletter"
      aria-labelledby={`${inputId}-title`}
      className="container-shop scroll-mt-32 py-8 sm:py-10"
    >
      <div className="relative overflow-hidden rounded-2xl bg-plum-900 px-6 py-10 text-ivory-50 shadow-card sm:px-12 sm:py-12">
        <PanelGlows plum="-top-20 -left-20 size-64 bg-plum-700/50" gold="-right-10 -bottom-24 size-72" />
        <div className="relative grid items-center gap-8 lg:grid-cols-[1fr_minmax(0,28rem)]">
          <div>
            <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.22em] text-gold-300 uppercase">
              <MessageCircle aria-hidden="true" className="size-4" /> {t('Newsletter')}
            </p>
            <h2
              id={`${inputId}-title`}
              className="mt-2 text-display-sm font-medium text-ivory-50 sm:text-4xl"
            >
              {t('First look at new drops and offers')}
            </h2>
            <p className="mt-2 max-w-lg text-sm text-ivory-200 sm:text-base">
              {t(
                'Join our WhatsApp list for new arrivals, festive edits and subscriber-only offers. No spam, ever.',
              )}
            </p>
          </div>
          <form onSubmit={onSubmit} noValidate className="w-full">
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ivory-100">
              {t('WhatsApp number')}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="relative flex-1">
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-ink-500"
                >
                  +91
                </span>
                <input
                  id={inputId}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={t('10-digit mobile number')}
                  value={number}
                  onChange={(event) => setNumber(event.target.value)}
                  onFocus={() => void loadValidator()}
                  aria-describedby={`${inputId}-status`}
                  aria-invalid={notice?.tone === 'error' || undefined}
                  className="h-12 w-full rounded-full border border-transparent bg-ivory-50 pr-4 pl-13 text-base text-ink-900 placeholder:text-ink-500 focus:border-gold-400 focus:outline-2 focus:outline-offset-2 focus:outline-gold-300"
                />
              </div>
              <Button type="submit" variant="gold" size="lg" loading={subscribe.isPending}>
                {t('Subscribe')}
              </Button>
            </div>
            <p
              id={`${inputId}-status`}
              role="status"
              className={cn(
                'mt-3 min-h-5 text-sm font-medium',
                notice?.tone === 'error' ? 'text-rose-200' : 'text-gold-200',
              )}
            >
              {notice ? t(notice.text) : null}
            </p>
            <p className="mt-1 text-xs text-ivory-200">
              {t('Already on the list? Enter your number to stop at any time.')}{' '}
              <button
                type="button"
                onClick={() => void send(unsubscribe)}
                disabled={unsubscribe.isPending}
                className="font-semibold text-gold-200 underline underline-offset-2 hover:text-ivory-50"
              >
                {t('Stop offers to this number')}
              </button>
            </p>
          </form>
        </div>
      </div>
    </section>
  );
}
