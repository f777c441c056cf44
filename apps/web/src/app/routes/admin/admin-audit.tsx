import { AdminPage } from '../../../components/layout/admin-page';
import { AuditLog } from '../../../features/admin-staff/components/audit-log';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminAuditRoute() {
  usePageMeta('Audit log', 'Who changed what in the Zariya admin area.');
  return (
    <AdminPage
      title="Audit log"
      lead="Every change made in the admin area: who, when, from where, and each field before and after."
      width="4xl"
    >
      <AuditLog />
    </AdminPage>
  );
}
