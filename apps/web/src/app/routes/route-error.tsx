import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/** Last-resort screen when a route throws (including a stale chunk after a new release). */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : t('Something went wrong while opening this page.');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-3xl text-plum-950">{t('We dropped a stitch')}</p>
      <p className="text-ink-700">
        {message} {t('Please reload the page; if it keeps happening, call customer care.')}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('Reload page')}
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })} reloadDocument>
          {t('Go to the home page')}
        </Link>
      </div>
    </main>
  );
}
