import { ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';

/**
 * The full-size photo at twice the frame's width, larger than the page shows it, in a panning frame opened at
 * its middle (pinch works too on phones); 'Zoom out' fits the whole photo in.
 */
export function ImageZoomDialog({
  open,
  onClose,
  src,
  width,
  alt,
}: {
  open: boolean;
  onClose: () => void;
  src: string;
  width: number;
  alt: string;
}) {
  const { t } = useT();
  const [zoomed, setZoomed] = useState(true);
  const frame = useRef<HTMLDivElement>(null);
  // Opened at the photo's middle, where a shopper looks first.
  useEffect(() => {
    const element = frame.current;
    if (!open || !zoomed || !element) return;
    const centre = () => {
      element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
      element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
    };
    centre();
    const image = element.querySelector('img');
    image?.addEventListener('load', centre, { once: true });
    return () => image?.removeEventListener('load', centre);
  }, [open, zoomed]);
  return (
    <Dialog
      open={open}
      onClose={() => {
        setZoomed(true);
        onClose();
      }}
      title={t('Zoom')}
      className="w-[min(48rem,calc(100vw-1rem))] [&>div:last-child]:px-2 sm:[&>div:last-child]:px-5"
    >
      <div ref={frame} className="max-h-[72vh] overflow-auto overscroll-contain rounded-lg bg-ivory-200">
        {open ? (
          <img
            src={src}
            alt={alt}
            width={width}
            height={Math.round(width * 1.25)}
            className={zoomed ? 'h-auto w-[200%] max-w-none' : 'mx-auto h-auto max-h-[72vh] w-auto'}
          />
        ) : null}
      </div>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setZoomed((z) => !z)}>
        {zoomed ? (
          <ZoomOut aria-hidden="true" className="size-4" />
        ) : (
          <ZoomIn aria-hidden="true" className="size-4" />
        )}
        {zoomed ? t('Zoom out') : t('Zoom in')}
      </Button>
    </Dialog>
  );
}
