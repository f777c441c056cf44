import { idFromText } from '@zariya/shared/input';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/layout/admin-page';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOffer } from '../../../features/admin-offers/api/offers';
import { OfferForm } from '../../../features/admin-offers/components/offer-form';
import { OfferReport } from '../../../features/admin-offers/components/offer-report';

function EditOffer({ id }: { id: number }) {
  const query = useOffer(id);
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) return <QueryFailed message="The offer could not be loaded." query={query} />;
  return (
    <div className="space-y-5">
      <OfferReport report={query.data.report} totalLimit={query.data.offer.totalLimit} />
      <OfferForm key={query.data.offer.updatedAt} offer={query.data.offer} />
    </div>
  );
}

/** /admin/offers/new makes an offer; /admin/offers/:id shows its report and edits it. */
export function AdminOfferRoute() {
  const { id } = useParams();
  const offerId = id === 'new' || id === undefined ? null : idFromText(id);
  return (
    <AdminPage
      title={offerId === null ? 'New offer' : 'Offer'}
      about="An offer of the Zariya shop."
      width="3xl"
    >
      {offerId === null ? (
        <OfferForm offer={null} />
      ) : Number.isNaN(offerId) ? (
        <p className="text-ink-700">That offer was not found.</p>
      ) : (
        <EditOffer id={offerId} />
      )}
    </AdminPage>
  );
}
