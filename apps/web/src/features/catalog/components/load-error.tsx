import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** What a shopper sees when a product list fails to load, with a retry. */
export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-ivory-50 px-6 py-10 text-center ring-1 ring-ivory-300/70"
    >
      <p className="font-display text-lg text-plum-950">{t("We couldn't load these pieces just now.")}</p>
      <p className="max-w-sm text-sm text-ink-500">{t('Please check your connection and try again.')}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCcw aria-hidden="true" className="size-4" />}
        {t('Try again')}
      </Button>
    </div>
  );
}
