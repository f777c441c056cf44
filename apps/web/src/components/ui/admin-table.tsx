import type { ReactNode } from 'react';

/**
 * One of the owner's lists as a table (the products, the newsletter's subscribers): framed, scrolling sideways on
 * a narrow screen, named for screen readers by `caption`, `head` the header row's cells, `children` the rows.
 */
export function AdminTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-ivory-50 shadow-soft ring-1 ring-ivory-300/70">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ivory-200/70 text-xs tracking-wider text-ink-500 uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-ivory-300/70">{children}</tbody>
      </table>
    </div>
  );
}
