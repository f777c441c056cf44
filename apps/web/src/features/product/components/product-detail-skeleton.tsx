import { Skeleton, SkeletonLines } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';

export function ProductDetailSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="container-shop pt-4 pb-10 sm:pt-6">
      <p className="sr-only">{t('Loading product…')}</p>
      <Skeleton className="mb-4 h-4 w-48" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <Skeleton className="aspect-[4/5] w-full rounded-xl" />
        <SkeletonLines
          className="space-y-4"
          lines={[
            'h-3 w-24',
            'h-9 w-4/5',
            'h-4 w-32',
            'h-8 w-40',
            'h-11 w-64',
            'h-11 w-72',
            'h-12 w-full max-w-md',
            'h-28 w-full',
          ]}
        />
      </div>
    </div>
  );
}
