import { imageUrl } from '@zariya/shared/images';
import { useState } from 'react';
import { cn } from '../../lib/cn';

/** A small 4:5 product photo for lists; a soft tile when the photo is missing. */
export function ProductThumb({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('aspect-[4/5] shrink-0 overflow-hidden rounded-md bg-rose-50', className)}>
      {path && !failed ? (
        <img
          src={imageUrl(path, 400)}
          alt={alt}
          width={400}
          height={500}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
