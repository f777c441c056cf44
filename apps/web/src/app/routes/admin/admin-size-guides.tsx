import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SizeGuideEditor } from '../../../features/size-guide/components/size-guide-editor';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminSizeGuidesRoute() {
  usePageMeta('Size guides', 'Size guides per category for Zariya product pages.');
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="text-display font-medium">Size guides</h1>
      <p className="mt-2 mb-6 text-ink-700">
        One table per category, shown by the size picker on its product pages with “Find my size”.
      </p>
      <SizeGuideEditor />
    </div>
  );
}
