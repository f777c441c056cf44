import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { IconCircle } from '../ui/icon-circle';

/** A narrow admin page of one card (signing in, joining the team): an icon, the title, a line under it, the form. */
export function AdminCardPage({
  icon,
  title,
  lead,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md">
      <Card className="p-6 sm:p-8">
        <IconCircle size="md" tone="plum" icon={icon} />
        <h1 className={`mt-4 text-3xl font-medium ${lead ? '' : 'mb-4'}`}>{title}</h1>
        {lead ? <p className="mt-2 mb-6 text-sm text-ink-500">{lead}</p> : null}
        {children}
      </Card>
    </div>
  );
}
