// Returns and exchanges on one card of /yourorder: each request's steps, and the "Return or exchange" button
// while the order is delivered (the form says when the 7-day window has closed).
import { RETURN_WINDOW_DAYS } from '@zariya/shared/constants';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { useShopperSession } from '../../../lib/session';
import { useMyReturns } from '../api/get-my-returns';
import { ReturnForm } from './return-form';
import { ReturnSteps } from './return-steps';

export function OrderReturns({ orderRef, delivered }: { orderRef: string; delivered: boolean }) {
  const { t } = useT();
  const { token } = useShopperSession();
  const [open, setOpen] = useState(false);
  const mine = useMyReturns(Boolean(token));
  if (!token) return null;
  const requests = (mine.data?.returns ?? []).filter((r) => r.orderRef === orderRef);
  return (
    <div className="w-full">
      {delivered ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('Return or exchange')}
        </Button>
      ) : null}
      {requests.map((r) => (
        <ReturnSteps key={r.id} request={r} />
      ))}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('Return or exchange · order #{{orderRef}}', { orderRef })}
        description={t('Within {{days}} days of delivery. Add a photo so we can check the item.', {
          days: RETURN_WINDOW_DAYS,
        })}
      >
        {open ? <ReturnForm orderRef={orderRef} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </div>
  );
}
