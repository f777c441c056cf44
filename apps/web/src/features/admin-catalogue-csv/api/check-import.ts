// POST /api/admin/catalogue/import/check (admin) { csv } → the dry run's report: every problem by row and
// column, what the import would create and update. Writes nothing.
import { useMutation } from '@tanstack/react-query';
import type { CatalogueCheckAnswer } from '@zariya/shared/catalogue-csv-api';
import { api } from '../../../lib/api-client';

export function checkImport(csv: string): Promise<CatalogueCheckAnswer> {
  return api.post('/admin/catalogue/import/check', { csv }, { auth: 'admin' });
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport });
}
