import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { photoAttributes } from '../../../lib/photo-attributes';

export type ProductImageProps = {
  path: string | undefined;
  alt: string;
  sizes: string;
  className?: string;
  /** Fetched first (the largest paint of the page). */
  priority?: boolean;
  /** Fetched at once but after the priority ones (in the first screen, not the largest paint). */
  eager?: boolean;
};

/** A 4:5 product photo from the image pipeline; a woven-motif placeholder when there is none or it fails. */
export function ProductImage({
  path,
  alt,
  sizes,
  className,
  priority = false,
  eager = false,
}: ProductImageProps) {
  const { t } = useT();
  const [failed, setFailed] = useState(false);
  if (!path || failed) {
    return (
      <div
        className={cn('flex flex-col items-center justify-center gap-2 bg-rose-50 text-plum-300', className)}
      >
        <svg viewBox="0 0 48 48" aria-hidden="true" className="size-12">
          <path
            d="M24 6c6 7 13 11 13 20a13 13 0 0 1-26 0c0-9 7-13 13-20Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M24 16c3 3.6 6 5.6 6 10a6 6 0 0 1-12 0c0-4.4 3-6.4 6-10Z"
            fill="currentColor"
            opacity="0.35"
          />
        </svg>
        <span className="text-xs font-medium text-plum-400">{t('Photo coming soon')}</span>
      </div>
    );
  }
  return (
    <img
      {...photoAttributes(path, 400, 800, sizes)}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  );
}
