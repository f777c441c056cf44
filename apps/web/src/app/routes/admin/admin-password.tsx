import { ShieldCheck } from 'lucide-react';
import { Navigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminPasswordForm } from '../../../features/admin/components/admin-password-form';
import { StaffSignInForm } from '../../../features/admin/components/staff-sign-in-form';
import { usePageMeta } from '../../../lib/page-meta';
import { useAdminToken } from '../../../lib/session';

export function AdminPasswordRoute() {
  usePageMeta('Admin password', 'Owner access to the Zariya admin area.');
  const token = useAdminToken();
  const [staff, setStaff] = useState(false);
  if (token) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <div className="mx-auto max-w-md">
      <Card className="p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-plum-50 text-plum-800 ring-1 ring-plum-100">
          <ShieldCheck aria-hidden="true" className="size-6" strokeWidth={1.6} />
        </span>
        <h1 className="mt-4 text-3xl font-medium">Admin area</h1>
        <p className="mt-2 mb-6 text-sm text-ink-500">
          The owner enters the shop's admin password; staff sign in with their e-mail, password and the code
          of their authenticator app. Access lasts until you close this browser tab.
        </p>
        {staff ? <StaffSignInForm /> : <AdminPasswordForm />}
        <p className="mt-5 border-t border-ivory-300/70 pt-4 text-sm text-ink-500">
          {staff ? 'The owner? ' : 'On the staff? '}
          <Button variant="link" onClick={() => setStaff((v) => !v)}>
            {staff ? 'Use the admin password' : 'Sign in with your e-mail'}
          </Button>
        </p>
      </Card>
    </div>
  );
}
