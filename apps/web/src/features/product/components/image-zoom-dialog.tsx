import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';

/** The full-size photo; 'Zoom in' doubles it inside a panning frame (pinch works too on phones). */
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
  const [zoomed, setZoomed] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={() => {
        setZoomed(false);
        onClose();
      }}
      title={t('Zoom')}
      className="w-[min(48rem,calc(100vw-1rem))]"
    >
      <div className="max-h-[72vh] overflow-auto overscroll-contain rounded-lg bg-ivory-200">
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
