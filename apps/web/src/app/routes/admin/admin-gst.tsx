import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { GstSettingsView } from '../../../features/gst-settings/components/gst-settings-view';
import { usePageMeta } from '../../../lib/page-meta';

export function AdminGstRoute() {
  usePageMeta('GST & invoices', "The shop's GST details, HSN codes, rates and report.");
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={paths.admin.dashboard}
        className={buttonClasses({ variant: 'link', className: 'mb-4 text-sm' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Dashboard
      </Link>
      <h1 className="mb-6 text-display font-medium">GST &amp; invoices</h1>
      <GstSettingsView />
    </div>
  );
}
