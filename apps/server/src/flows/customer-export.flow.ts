// The owner's export of the customer list (issue 27, decision 0058): the customers module builds the file (for
// marketing: only shoppers whose current consent for the channel is given; for records: every shopper of the
// filters), then the admin module's audit log gets one entry in the name of whoever asked, with the purpose, the
// channel, the filters and the row count. Exports are reads, which the audit hook leaves out; this one is personal
// data leaving the shop, so it is written here.
//
// Steps: customers `exportCustomers` → admin `recordAudit`.
import type { CustomerExportQuery } from '@zariya/shared/customers-api';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../modules/admin/audit.ts';
import type { StaffContext } from '../modules/admin/staff.service.ts';
import { exportCustomers } from '../modules/customers/customers.service.ts';

export const CUSTOMER_EXPORT_ROUTE = '/api/admin/customers/export.csv';

export async function exportCustomerList(
  db: Db,
  query: CustomerExportQuery,
  who: { staff: StaffContext; ip: string },
): Promise<{ csv: string; rows: number }> {
  const file = await exportCustomers(db, query);
  const { purpose, channel, ...filters } = query;
  await recordAudit(db, {
    staffId: who.staff.staffId,
    staffName: who.staff.name,
    ip: who.ip,
    action: 'export',
    method: 'GET',
    route: CUSTOMER_EXPORT_ROUTE,
    status: 200,
    entity: 'customers',
    entityId: null,
    changes: [
      { field: 'purpose', before: null, after: purpose },
      { field: 'channel', before: null, after: channel ?? null },
      { field: 'filters', before: null, after: filters },
      { field: 'rows', before: null, after: file.rows },
    ],
  });
  return file;
}
