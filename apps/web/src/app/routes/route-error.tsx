import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** Last-resort screen when a route throws (including a stale chunk after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while opening this page.';
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-display text-3xl text-plum-950">We dropped a stitch</p>
      <p className="text-ink-700">
        {message} Please reload the page; if it keeps happening, call customer care.
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonClasses({ variant: 'secondary' })} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
