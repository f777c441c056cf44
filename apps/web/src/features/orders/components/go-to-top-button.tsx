import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';

/** product rules §2 Your Orders: a go-to-top button, shown once the shopper has scrolled down. */
export function GoToTopButton() {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      aria-label={t('Go to top')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        'fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-plum-800 text-ivory-50 shadow-lift transition-[opacity,transform] duration-200 hover:bg-plum-900 sm:right-6 sm:bottom-6',
        shown ? 'translate-y-0 opacity-100' : 'pointer-events-none translate-y-2 opacity-0',
      )}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown || undefined}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
