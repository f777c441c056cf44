import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { LoggedInNotice } from './logged-in-notice';
import { OtpLogin } from './otp-login';
import { PhoneLogin } from './phone-login';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { PanelGlows } from '../../../components/ui/panel-glows';

type Mode = 'signin' | 'signup';

// On tablets and desktops the inactive side fades out under the sliding cover and leaves the flow, so the card
// is as tall as the side being shown (sign-in is much shorter than sign-up; centred in sign-up's height it sat
// below a tall empty band). It also leaves the accessibility tree and the tab order; on phones it is not shown.
const side = (active: boolean, column: 'md:left-0' | 'md:right-0') =>
  cn(
    'p-5 transition-[opacity,visibility] duration-500 sm:p-8 lg:p-10',
    !active && [
      'max-md:hidden md:invisible md:absolute md:inset-y-0 md:w-1/2 md:overflow-hidden md:opacity-0',
      column,
    ],
  );

/** product rules §2 Login page: a panel sliding between sign-in and sign-up; `?signup=1` opens on sign-up. */
export function LoginPanels() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('signup') === '1' ? 'signup' : 'signin';
  const setMode = useCallback(
    (next: Mode) => setParams(next === 'signup' ? { signup: '1' } : {}, { replace: true }),
    [setParams],
  );
  const showSignIn = useCallback(() => setMode('signin'), [setMode]);

  return (
    <div className="relative mx-auto max-w-5xl overflow-hidden rounded-2xl bg-ivory-50 shadow-card ring-1 ring-ivory-300/70">
      <div className="m-4 mb-0 grid grid-cols-2 gap-1 rounded-full bg-ivory-200 p-1 md:hidden">
        {(['signin', 'signup'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={cn(
              'min-h-tap rounded-full text-sm font-semibold transition-colors',
              mode === m ? 'bg-plum-800 text-ivory-50 shadow-soft' : 'text-ink-700 hover:text-plum-900',
            )}
          >
            {m === 'signin' ? t('Sign in') : t('Sign up')}
          </button>
        ))}
      </div>

      <div className="md:grid md:grid-cols-2">
        <section
          aria-labelledby="signin-title"
          className={side(mode === 'signin', 'md:left-0')}
          inert={mode !== 'signin'}
        >
          <LoggedInNotice />
          <h2 id="signin-title" className="text-display-sm font-medium">
            {t('Sign in')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-500">{t('With your mobile number and password.')}</p>
          <SignInForm />
          <div className="my-6 flex items-center gap-3 text-xs font-semibold tracking-[0.2em] text-ink-500 uppercase">
            <span className="h-px flex-1 bg-ivory-300" />
            {t('or')}
            <span className="h-px flex-1 bg-ivory-300" />
          </div>
          <PhoneLogin />
          <OtpLogin onSignUp={() => setMode('signup')} />
        </section>

        <section
          aria-labelledby="signup-title"
          className={cn(side(mode === 'signup', 'md:right-0'), 'md:col-start-2')}
          inert={mode !== 'signup'}
        >
          <h2 id="signup-title" className="text-display-sm font-medium">
            {t('Create your account')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-ink-500">
            {t('Save your address once and check out faster.')}
          </p>
          <SignUpForm onDone={showSignIn} />
        </section>
      </div>

      <SlidingCover mode={mode} onSwitch={setMode} />
    </div>
  );
}

/** The plum cover that slides over the inactive side on tablets and desktops. */
function SlidingCover({ mode, onSwitch }: { mode: Mode; onSwitch: (mode: Mode) => void }) {
  const { t } = useT();
  const signingIn = mode === 'signin';
  return (
    <div
      className={cn(
        'absolute inset-y-0 left-0 hidden w-1/2 transition-transform duration-700 ease-out-soft md:block',
        signingIn ? 'translate-x-full' : 'translate-x-0',
      )}
    >
      <div className="relative flex h-full flex-col justify-center overflow-hidden bg-plum-900 px-10 text-ivory-50">
        <PanelGlows plum="-top-24 -right-16 size-72 bg-plum-700/60" gold="-bottom-28 -left-10 size-80" />
        <div className="relative max-w-sm">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-300 uppercase">
            {signingIn ? t('New to Zariya?') : t('Welcome back')}
          </p>
          <p className="mt-3 font-display text-3xl leading-tight text-ivory-50 lg:text-4xl">
            {signingIn
              ? t('Create an account for faster checkout and order tracking.')
              : t('Already shopping with us? Sign in to see your bag and orders.')}
          </p>
          <Button
            variant="gold"
            size="lg"
            className="mt-8"
            onClick={() => onSwitch(signingIn ? 'signup' : 'signin')}
          >
            {signingIn ? null : <ArrowLeft aria-hidden="true" className="size-4" />}
            {signingIn ? t('Create an account') : t('Sign in instead')}
            {signingIn ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
          </Button>
        </div>
      </div>
    </div>
  );
}
