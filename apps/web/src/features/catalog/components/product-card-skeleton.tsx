import { Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('overflow-hidden rounded-lg bg-ivory-50 ring-1 ring-ivory-300/60', className)}
    >
      <Skeleton className="aspect-[4/5] rounded-none" />
      <SkeletonLines
        className="space-y-2 p-3"
        lines={['h-2.5 w-1/3', 'h-3.5 w-11/12', 'h-3.5 w-2/3', 'h-3 w-1/2', 'h-4 w-2/5']}
      />
    </div>
  );
}
