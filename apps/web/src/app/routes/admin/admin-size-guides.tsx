import { SizeGuideEditor } from '../../../features/size-guide/components/size-guide-editor';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminSizeGuidesRoute() {
  usePageMeta('Size guides', 'Size guides per category for Zariya product pages.');
  return (
    <AdminPage
      title="Size guides"
      width="4xl"
      lead={<>One table per category, shown by the size picker on its product pages with “Find my size”.</>}
    >
      <SizeGuideEditor />
    </AdminPage>
  );
}
