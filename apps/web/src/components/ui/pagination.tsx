import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** Where each page lives, so pages are real links that can be shared or opened in a new tab. */
  linkTo: (page: number) => To;
  className?: string;
};

/** Page numbers around the current one, with the first and last always reachable. */
function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const prev = out.at(-1);
    if (typeof prev === 'number' && p - prev > 1) out.push('gap');
    out.push(p);
  }
  return out;
}

const cell =
  'inline-flex size-tap items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors';

export function Pagination({ page, pageCount, linkTo, className }: PaginationProps) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, icon: React.ReactNode, disabled: boolean) =>
    disabled ? (
      <span className={cn(cell, 'text-ink-300')} aria-hidden="true">
        {icon}
      </span>
    ) : (
      <Link to={linkTo(target)} aria-label={label} className={cn(cell, 'text-plum-900 hover:bg-plum-50')}>
        {icon}
      </Link>
    );

  return (
    <nav aria-label={t('Pages')} className={cn('flex items-center justify-center gap-1', className)}>
      {edge(page - 1, t('Previous page'), <ChevronLeft aria-hidden="true" className="size-5" />, page <= 1)}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={linkTo(item)}
                aria-label={t('Page {{page}}', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  cell,
                  item === page
                    ? 'bg-plum-800 text-ivory-50'
                    : 'text-ink-700 hover:bg-plum-50 hover:text-plum-900',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(
        page + 1,
        t('Next page'),
        <ChevronRight aria-hidden="true" className="size-5" />,
        page >= pageCount,
      )}
    </nav>
  );
}
