import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { photoAttributes } from '../../../lib/photo-attributes';

/** A small product photo for the owner's lists; a plain tile when there is none. */
export function ProductThumb({ path, className }: { path: string | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn('aspect-[4/5] shrink-0 rounded-md bg-rose-50 object-cover ring-1 ring-ivory-300', className);
  if (!path || failed) return <div aria-hidden="true" className={box} />;
  return (
    <img
      {...photoAttributes(path, 200, 80, '8rem')}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={box}
    />
  );
}
