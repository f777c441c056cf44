import { imageSrcSet, imageUrl } from '@zariya/shared/images';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

/** A small product photo for the owner's lists; a plain tile when there is none. */
export function ProductThumb({ path, className }: { path: string | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('aspect-[4/5] shrink-0 rounded-md bg-rose-50 object-cover ring-1 ring-ivory-300', className);
  if (!path || failed) return <div aria-hidden="true" className={box} />;
  return (
    <img
      src={imageUrl(path, 200)}
      srcSet={imageSrcSet(path)}
      sizes="8rem"
      alt=""
      width={80}
      height={100}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={box}
    />
  );
}
