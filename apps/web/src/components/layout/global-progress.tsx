import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/** The shared loading flag (product rules §2): a thin gold bar while any request is in flight, after 150 ms. */
export function GlobalProgress() {
  const { t } = useT();
  const busy = useIsFetching() + useIsMutating() > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('Loading')}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-gold-100"
    >
      <div className="h-full w-full origin-left animate-progress bg-gradient-to-r from-gold-400 via-plum-500 to-gold-400 motion-reduce:animate-none" />
    </div>
  );
}
