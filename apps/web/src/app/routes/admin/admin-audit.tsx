import { AdminPage } from '../../../components/layout/admin-page';
import { AuditLog } from '../../../features/admin-staff/components/audit-log';

export function AdminAuditRoute() {
  return (
    <AdminPage
      title="Audit log"
      about="Who changed what in the Zariya admin area."
      lead="Every change made in the admin area: who, when, from where, and each field before and after."
      width="4xl"
    >
      <AuditLog />
    </AdminPage>
  );
}
