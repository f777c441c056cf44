import { cn } from '../../lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('skeleton rounded-md', className)} />;
}

/** A list still loading: `count` grey rows, announced to screen readers as `label` ('Loading orders…'). */
export function SkeletonList({
  label,
  count,
  itemClassName,
  className = 'space-y-3',
}: {
  label: string;
  count: number;
  itemClassName: string;
  className?: string;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

/** Lines of text still loading, one grey bar a line, each sized by its own classes (`h-3 w-1/2`). */
export function SkeletonLines({ lines, className = 'space-y-2' }: { lines: string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}
