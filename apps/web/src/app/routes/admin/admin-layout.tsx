import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { AdminNav } from './admin-nav';
import { GlobalProgress } from '../../../components/layout/global-progress';
import { Logo } from '../../../components/layout/logo';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { RequireAdmin } from '../../../features/admin/components/require-admin';

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
        {guarded ? <RequireAdmin>{page}</RequireAdmin> : page}
      </main>
    </div>
  );
}
