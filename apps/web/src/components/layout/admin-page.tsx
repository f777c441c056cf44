// The frame of an owner's page: the way back to the dashboard, the page's title (the tab's too), and a line about
// what it does.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClasses } from '../ui/button';

const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl', full: '' } as const;

/** The link back to the page an admin page belongs to, above its title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}

/** An owner's page with its title, which also names the browser tab, and `about`, the page's description. */
export function AdminPage({
  title,
  about,
  lead,
  action,
  width = '5xl',
  children,
}: {
  title: string;
  /** What the page is for, in a line: its meta description. */
  about: string;
  lead?: ReactNode;
  /** A button or link at the right of the title and its lead (Add Product, Download CSV). */
  action?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  usePageMeta(title, about);
  return (
    <div className={WIDTHS[width] ? `mx-auto ${WIDTHS[width]}` : undefined}>
      <BackLink to={paths.admin.dashboard}>Dashboard</BackLink>
      {action ? (
        // Without a lead the page writes its own line under this row.
        <div className={cn('flex flex-wrap items-end justify-between gap-3', lead ? 'mb-6' : undefined)}>
          <div>
            <h1 className="text-display font-medium">{title}</h1>
            {lead ? <p className="mt-2 text-ink-700">{lead}</p> : null}
          </div>
          {action}
        </div>
      ) : (
        <>
          <h1 className={`text-display font-medium ${lead ? '' : 'mb-6'}`}>{title}</h1>
          {lead ? <p className="mt-2 mb-6 text-ink-700">{lead}</p> : null}
        </>
      )}
      {children}
    </div>
  );
}
