import { ShieldCheck } from 'lucide-react';
import { Navigate } from 'react-router';
import { AdminCardPage } from '../../../components/layout/admin-card-page';
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
    <AdminCardPage
      icon={ShieldCheck}
      title="Admin area"
      lead={
        <>
          The owner enters the shop's admin password; staff sign in with their e-mail, password and the code
          of their authenticator app. Access lasts until you close this browser tab.
        </>
      }
    >
      {staff ? <StaffSignInForm /> : <AdminPasswordForm />}
      <p className="mt-5 border-t border-ivory-300/70 pt-4 text-sm text-ink-500">
        {staff ? 'The owner? ' : 'On the staff? '}
        <Button variant="link" onClick={() => setStaff((v) => !v)}>
          {staff ? 'Use the admin password' : 'Sign in with your e-mail'}
        </Button>
      </p>
    </AdminCardPage>
  );
}
