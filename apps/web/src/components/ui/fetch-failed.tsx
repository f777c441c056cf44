import { useT } from '../../lib/i18n';
import { Button } from './button';

/** A list or panel whose data could not be loaded: the message (in the page's language) and a retry. */
export function FetchFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useT();
  return (
    <div role="alert" className="rounded-xl bg-ivory-50 p-8 text-center ring-1 ring-ivory-300/70">
      <p className="text-ink-700">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} loading={retrying}>
        {t('Try again')}
      </Button>
    </div>
  );
}

/** FetchFailed for a query: Try again refetches it and spins while it does. */
export function QueryFailed({
  message,
  query,
}: {
  message: string;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  return <FetchFailed message={message} onRetry={() => query.refetch()} retrying={query.isFetching} />;
}

/** QueryFailed as one line inside a settings panel of the account page: the message and a small Try again. */
export function QueryFailedInline({
  message,
  query,
}: {
  message: string;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-700">{message}</p>
      <Button variant="secondary" size="sm" onClick={() => query.refetch()} loading={query.isFetching}>
        {t('Try again')}
      </Button>
    </div>
  );
}
