import { IMAGE_MAX_WIDTH, imageSrcSet, imageUrl } from '@zariya/shared/images';
import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import { ZoomIn } from 'lucide-react';
import { type PointerEvent, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { ImageZoomDialog } from './image-zoom-dialog';

const MAIN_SIZES = '(min-width: 1024px) 36rem, 100vw';

/**
 * Main photo with up to 8 thumbnails. With a mouse, hovering the photo magnifies the spot under the pointer;
 * a tap or click opens the zoom dialog (phones pinch or pan there).
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useT();
  const shown = images.slice(0, MAX_PRODUCT_IMAGES);
  const [index, setIndex] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const current = shown[Math.min(index, shown.length - 1)];

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  if (!current) {
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-xl bg-rose-50 text-sm text-plum-400">
        {t('Photo coming soon')}
      </div>
    );
  }

  return (
    <div className="flex flex-col-reverse gap-3 lg:flex-row lg:items-start">
      {shown.length > 1 ? (
        <ul
          aria-label={t('Product photos')}
          className="no-scrollbar flex gap-2 overflow-x-auto lg:w-20 lg:flex-col"
        >
          {shown.map((path, i) => (
            <li key={path} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('Show photo {{number}} of {{total}}', { number: i + 1, total: shown.length })}
                aria-current={i === index}
                className={cn(
                  'block w-16 overflow-hidden rounded-md ring-offset-2 transition lg:w-20',
                  i === index ? 'ring-2 ring-plum-800' : 'opacity-75 ring-1 ring-ivory-300 hover:opacity-100',
                )}
              >
                <img
                  src={imageUrl(path, 200)}
                  srcSet={imageSrcSet(path)}
                  sizes="(min-width: 1024px) 5rem, 4rem"
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        onClick={() => setZoomOpen(true)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setLens(null)}
        aria-label={t('Zoom photo {{number}} of {{name}}', { number: index + 1, name })}
        className="group relative block aspect-[4/5] w-full cursor-zoom-in overflow-hidden rounded-xl bg-ivory-200 lg:flex-1"
      >
        <img
          src={imageUrl(current, 800)}
          srcSet={imageSrcSet(current)}
          sizes={MAIN_SIZES}
          alt={t('{{name}}, view {{number}} of {{total}}', { name, number: index + 1, total: shown.length })}
          width={800}
          height={1000}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
        {lens ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-no-repeat"
            style={{
              backgroundImage: `url("${imageUrl(current)}")`,
              backgroundSize: '250%',
              backgroundPosition: `${lens.x}% ${lens.y}%`,
            }}
          />
        ) : null}
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-ivory-50/90 px-2.5 py-1 text-xs font-medium text-plum-900 shadow-soft">
          <ZoomIn aria-hidden="true" className="size-3.5" />
          <span className="lg:hidden">{t('Tap to zoom')}</span>
          <span className="hidden lg:inline">{t('Hover or click to zoom')}</span>
        </span>
      </button>
      <ImageZoomDialog
        open={zoomOpen}
        onClose={() => setZoomOpen(false)}
        src={imageUrl(current)}
        width={IMAGE_MAX_WIDTH}
        alt={t('{{name}}, view {{number}} of {{total}}', { name, number: index + 1, total: shown.length })}
      />
    </div>
  );
}
