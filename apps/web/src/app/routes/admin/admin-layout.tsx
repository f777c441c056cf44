import { ArrowLeft, Lock } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { AdminNav } from './admin-nav';
import { GlobalProgress } from '../../../components/layout/global-progress';
import { Logo } from '../../../components/layout/logo';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatePanel } from '../../../components/ui/state-panel';
import { useAdminMe } from '../../../features/admin/api/get-admin-me';
import { RequireAdmin } from '../../../features/admin/components/require-admin';
import { firstPage, mayOpen } from '../../../features/admin/page-permissions';
import { paths } from '../../../config/paths';

/**
 * A page the person's role does not open (issue 26): the dashboard sends them to their first desk, any other page
 * says so. The server refuses the calls anyway; this spares them a page of errors.
 */
function PageGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const me = useAdminMe();
  const permissions = me.data?.permissions;
  if (!permissions || mayOpen(permissions, pathname)) return children;
  const first = firstPage(permissions);
  if (pathname === paths.admin.dashboard && first) return <Navigate to={first} replace />;
  return (
    <StatePanel icon={<Lock aria-hidden="true" className="size-7" />} title="Not part of your role">
      <p>Your role ({me.data?.roleName}) does not open this page. Ask the owner if you need it.</p>
    </StatePanel>
  );
}

function SignedInAs() {
  const me = useAdminMe();
  if (!me.data) return null;
  return (
    <span className="hidden text-sm text-ink-500 sm:inline">
      {me.data.name} · {me.data.roleName}
    </span>
  );
}

/** Shell of the owner's pages; `guarded` pages need the session's admin token. */
export function AdminLayout({ guarded = false }: { guarded?: boolean }) {
  const page = (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className="flex min-h-dvh flex-col bg-ivory-100">
      <meta name="robots" content="noindex" />
      <GlobalProgress />
      <header className="border-b border-ivory-300/70 bg-ivory-50">
        <div className="container-shop flex items-center justify-between gap-4 py-2">
          <div className="flex items-center gap-3">
            <Logo />
            <Badge tone="plum">Admin</Badge>
            {guarded ? <SignedInAs /> : null}
          </div>
          <Link
            to="/"
            className="inline-flex min-h-tap items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-plum-50 hover:text-plum-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to shop
          </Link>
        </div>
      </header>
      {guarded ? <AdminNav /> : null}
      <main className="container-shop flex-1 py-8 sm:py-12">
        {guarded ? (
          <RequireAdmin>
            <PageGate>{page}</PageGate>
          </RequireAdmin>
        ) : (
          page
        )}
      </main>
    </div>
  );
}
