import { SizeGuideEditor } from '../../../features/size-guide/components/size-guide-editor';
import { AdminPage } from '../../../components/layout/admin-page';

export function AdminSizeGuidesRoute() {
  return (
    <AdminPage
      title="Size guides"
      about="Size guides per category for Zariya product pages."
      width="4xl"
      lead={<>One table per category, shown by the size picker on its product pages with “Find my size”.</>}
    >
      <SizeGuideEditor />
    </AdminPage>
  );
}
