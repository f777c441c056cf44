// Modal built on the native <dialog>: the browser traps focus, closes on Escape and restores focus.
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** 'side' slides in from the left edge (menus), 'bottom' is a sheet along a phone's bottom edge, 'center' a classic modal. */
  placement?: 'center' | 'side' | 'bottom';
  className?: string;
};

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  placement = 'center',
  className,
}: DialogProps) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop; Escape is native to <dialog>
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop lands on the <dialog> element itself; keyboard users close it with Escape.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'bg-ivory-50 text-ink-900 shadow-lift backdrop:bg-plum-950/45 backdrop:backdrop-blur-[2px]',
        placement === 'center'
          ? 'm-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0'
          : placement === 'bottom'
            ? 'mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none rounded-t-2xl p-0'
            : 'my-0 mr-auto ml-0 h-dvh max-h-none w-[min(22rem,88vw)] rounded-none p-0',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-ivory-300/70 px-5 py-4">
        <div>
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-ink-500">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('Close')}
          className="-mr-2 inline-flex size-tap shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-plum-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="px-5 py-4">{children}</div>
    </dialog>
  );
}
