// The owner's offers: each with its state, what it gives, its code, uses against its limit, the discount it gave
// and the sales it brought; pause or resume in one tap, the offer's page for the rest.
import { formatInr } from '@zariya/shared/pricing';
import { OFFER_STATE_LABELS, type OfferListAnswer } from '@zariya/shared/offers';
import { TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyNote } from '../../../components/ui/empty-note';
import { QueryFailed } from '../../../components/ui/fetch-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useOfferStatus, useOffers } from '../api/offers';

type Listed = OfferListAnswer['offers'][number];

const STATE_TONES: Record<Listed['state'], BadgeTone> = {
  live: 'success',
  paused: 'neutral',
  scheduled: 'gold',
  ended: 'neutral',
  'used-up': 'sale',
};

function OfferRow({ offer }: { offer: Listed }) {
  const status = useOfferStatus();
  const paused = offer.status === 'paused';
  const toggle = () =>
    status.mutate(
      { id: offer.id, pause: !paused },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) =>
          toast.error(errorMessage(error, 'The offer could not be changed. Please try again.')),
      },
    );
  return (
    <li>
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/admin/offers/${offer.id}`}
              className="font-medium text-ink-900 underline-offset-2 hover:underline"
            >
              {offer.name}
            </Link>
            <Badge tone={STATE_TONES[offer.state]}>{OFFER_STATE_LABELS[offer.state]}</Badge>
            {offer.code ? (
              <Badge tone="plum" translate="no">
                {offer.code}
              </Badge>
            ) : (
              <Badge>Automatic</Badge>
            )}
          </div>
          <p className="text-sm text-ink-700">{offer.summary}</p>
          <p className="text-sm text-ink-500">
            {offer.report.uses} used
            {offer.totalLimit !== null ? ` of ${offer.totalLimit}` : ''}
            {offer.report.held ? ` · ${offer.report.held} in payments now` : ''} ·{' '}
            {formatInr(offer.report.discountInr)} given · {formatInr(offer.report.salesInr)} sales
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Link
            to={`/admin/offers/${offer.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            Edit
          </Link>
          <Button
            size="sm"
            variant={paused ? 'primary' : 'ghost'}
            loading={status.isPending}
            onClick={toggle}
            aria-label={`${paused ? 'Resume' : 'Pause'} ${offer.name}`}
          >
            {paused ? 'Resume' : 'Pause'}
          </Button>
        </div>
      </Card>
    </li>
  );
}

export function OfferList() {
  const query = useOffers();
  if (query.isPending) return <Skeleton className="h-60" />;
  if (query.isError) return <QueryFailed message="The offers could not be loaded." query={query} />;
  return (
    <div className="space-y-6">
      {query.data.offers.length === 0 ? (
        <EmptyNote
          icon={TicketPercent}
          title="No offers yet"
          text="Make a code or an automatic offer with New offer."
          tight
        />
      ) : (
        <ul className="space-y-3" aria-label="Offers">
          {query.data.offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      <Card tone="ivory">
        <h2 className="font-medium text-ink-900">How offers combine</h2>
        <p className="mt-1 text-sm text-ink-700">{query.data.combinationRule}</p>
      </Card>
    </div>
  );
}
