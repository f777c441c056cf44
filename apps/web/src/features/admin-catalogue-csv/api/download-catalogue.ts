// GET /api/admin/catalogue.csv?layout=shop|shopify (admin): the whole catalogue as a CSV file, saved through a
// temporary link (the call needs the admin token, so a plain link would not do).
import { apiRequest } from '../../../lib/api-client';

export async function downloadCatalogue(layout: 'shop' | 'shopify') {
  const { data, headers } = await apiRequest('GET', '/admin/catalogue.csv', {
    auth: 'admin',
    query: { layout },
  });
  const named = /filename="?([^";]+)"?/.exec(headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(new Blob([data], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = named ?? `zariya-catalogue-${layout}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
