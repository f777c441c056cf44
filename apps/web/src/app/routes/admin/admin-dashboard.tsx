import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAdminLogout } from '../../../features/admin/api/admin-logout';
import { AdminDashboardLinks } from '../../../features/admin/components/admin-dashboard-links';
import { DashboardView } from '../../../features/admin-dashboard/components/dashboard-view';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminDashboardRoute() {
  usePageMeta('Admin dashboard', 'Manage the Zariya shop.');
  const navigate = useNavigate();
  const logout = useAdminLogout();

  return (
    <>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">Owner's desk</p>
          <h1 className="mt-1 text-display font-medium">Admin dashboard</h1>
          <p className="mt-2 text-ink-700">What would you like to look after today?</p>
        </div>
        <Button
          variant="secondary"
          loading={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, { onSettled: () => navigate(paths.admin.password, { replace: true }) })
          }
        >
          {logout.isPending ? null : <LogOut aria-hidden="true" className="size-4" />}
          Log out of admin
        </Button>
      </div>
      <DashboardView />
      <section aria-labelledby="manage-the-shop" className="mt-10">
        <h2 id="manage-the-shop" className="mb-3 font-display text-2xl font-medium text-plum-950">
          Manage the shop
        </h2>
        <AdminDashboardLinks />
      </section>
    </>
  );
}
