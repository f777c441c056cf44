import { MAX_PRODUCT_IMAGES } from '@zariya/shared/constants';
import { IMAGE_MAX_WIDTH, imageSrcSet, imageUrl } from '@zariya/shared/images';
import { ZoomIn } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { ImageZoomDialog } from './image-zoom-dialog';
import { photoAttributes } from '../../../lib/photo-attributes';

const MAIN_SIZES = '(min-width: 1024px) 36rem, 100vw';

/**
 * The photos side by side in a strip that scrolls and snaps one photo at a time: a phone swipes between them,
 * with the browser's own scrolling, so it works before the page's code has arrived. Up to 8 thumbnails pick a
 * photo. With a mouse, hovering the photo magnifies the spot under the pointer; a tap or click opens the zoom.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useT();
  const shown = images.slice(0, MAX_PRODUCT_IMAGES);
  const [index, setIndex] = useState(0);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const track = useRef<HTMLUListElement>(null);
  const current = shown[Math.min(index, shown.length - 1)];

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  // The photo in view is the one the strip has snapped to.
  const onScroll = () => {
    const strip = track.current;
    if (!strip || strip.clientWidth === 0) return;
    const next = Math.round(strip.scrollLeft / strip.clientWidth);
    if (next !== index) {
      setIndex(next);
      setLens(null);
    }
  };
  const show = (i: number) => {
    const strip = track.current;
    setIndex(i);
    strip?.scrollTo({ left: i * strip.clientWidth, behavior: 'instant' });
  };

  if (!current) {
    return (
      <div className="flex aspect-[4/5] items-center justify-center rounded-xl bg-rose-50 text-sm text-plum-400">
        {t('Photo coming soon')}
      </div>
    );
  }

  const viewLabel = (i: number) =>
    t('{{name}}, view {{number}} of {{total}}', { name, number: i + 1, total: shown.length });
  return (
    <div className="flex flex-col-reverse gap-3 lg:flex-row lg:items-start">
      {shown.length > 1 ? (
        <ul
          aria-label={t('Product photos')}
          className="no-scrollbar flex min-w-0 gap-2 overflow-x-auto lg:w-20 lg:flex-col"
        >
          {shown.map((path, i) => (
            <li key={path} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('Show photo {{number}} of {{total}}', { number: i + 1, total: shown.length })}
                aria-current={i === index}
                className={cn(
                  'block w-16 overflow-hidden rounded-md ring-offset-2 transition lg:w-20',
                  i === index ? 'ring-2 ring-plum-800' : 'opacity-75 ring-1 ring-ivory-300 hover:opacity-100',
                )}
              >
                <img
                  {...photoAttributes(path, 200, 80, '(min-width: 1024px) 5rem, 4rem')}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative min-w-0 lg:flex-1">
        {/* A click on the photo opens the zoom; keyboards and screen readers use the zoom button below. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button is the keyboard's way in */}
        <ul
          ref={track}
          onScroll={onScroll}
          onClick={() => setZoomOpen(true)}
          className="no-scrollbar flex aspect-[4/5] w-full cursor-zoom-in snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-ivory-200"
        >
          {shown.map((path, i) => (
            <li
              key={path}
              className="relative size-full shrink-0 snap-center snap-always overflow-hidden"
              onPointerMove={i === index ? onPointerMove : undefined}
              onPointerLeave={() => setLens(null)}
            >
              <img
                src={imageUrl(path, 800)}
                srcSet={imageSrcSet(path)}
                sizes={MAIN_SIZES}
                alt={viewLabel(i)}
                width={800}
                height={1000}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                loading={i === 0 ? undefined : 'lazy'}
                decoding="async"
                className="size-full object-cover"
              />
              {lens && i === index ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 bg-no-repeat"
                  style={{
                    backgroundImage: `url("${imageUrl(path)}")`,
                    backgroundSize: '250%',
                    backgroundPosition: `${lens.x}% ${lens.y}%`,
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => setZoomOpen(true)}
          aria-label={t('Zoom photo {{number}} of {{name}}', { number: index + 1, name })}
          className="absolute right-1 bottom-1 inline-flex min-h-tap items-center px-2"
        >
          <span className="inline-flex items-center gap-1 rounded-full bg-ivory-50/90 px-2.5 py-1 text-xs font-medium text-plum-900 shadow-soft">
            <ZoomIn aria-hidden="true" className="size-3.5" />
            <span className="lg:hidden">{t('Tap to zoom')}</span>
            <span className="hidden lg:inline">{t('Hover or click to zoom')}</span>
          </span>
        </button>
      </div>
      <ImageZoomDialog
        open={zoomOpen}
        onClose={() => setZoomOpen(false)}
        src={imageUrl(current)}
        width={IMAGE_MAX_WIDTH}
        alt={viewLabel(index)}
      />
    </div>
  );
}
