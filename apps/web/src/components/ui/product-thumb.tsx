import { useState } from 'react';
import { cn } from '../../lib/cn';
import { photoAttributes } from '../../lib/photo-attributes';

/**
 * A small 4:5 product photo for lists; a soft tile when the photo is missing. `sizes`: its widest display
 * width (lists show it at 3.5–7rem), so a phone fetches the 200 px rendition where that is enough.
 */
export function ProductThumb({
  path,
  alt,
  className,
  sizes = '7rem',
}: {
  path: string;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('aspect-[4/5] shrink-0 overflow-hidden rounded-md bg-rose-50', className)}>
      {path && !failed ? (
        <img
          {...photoAttributes(path, 200, 400, sizes)}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
