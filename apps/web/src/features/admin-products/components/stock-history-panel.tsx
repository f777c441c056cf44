// The edit page's stock history (decision 0043, phase 2): every change of the product's counted stock, newest
// first — when, which size and colour (SKU), why, before → after, and who.
import type { StockMoveView } from '@zariya/shared/variants';
import { Button } from '../../../components/ui/button';
import { useLocale, useT } from '../../../lib/i18n';
import { useStockHistory } from '../api/variants';
import { FormSection } from './form-section';

const REASONS: Record<string, string> = {
  order: 'Order',
  cancel: 'Order cancelled',
  return: 'Return received',
  rto: 'Returned to origin',
  exchange: 'Exchange',
  edit: 'Edited by hand',
  split: 'Counted per size and colour',
  pool: 'Back to one stock figure',
  import: 'Imported',
};

function useWho() {
  const { t } = useT();
  return (actor: string) => {
    if (actor === 'admin') return t('Owner');
    if (actor === 'system') return t('The shop');
    const shopper = /^shopper:(\d+)$/.exec(actor);
    return shopper ? t('Shopper #{{id}}', { id: shopper[1] }) : actor;
  };
}

function useMoveText() {
  const { t } = useT();
  const locale = useLocale();
  const who = useWho();
  const count = (n: number | null) => (n === null ? '—' : String(n));
  return (move: StockMoveView) => ({
    when: new Date(move.at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    variant:
      move.variantId === null
        ? t('Whole product (one stock)')
        : [move.size, move.color].filter(Boolean).join(' / ') || t('The product'),
    why: t(REASONS[move.reason] ?? move.reason),
    change: `${count(move.before)} → ${count(move.after)}`,
    who: who(move.actor),
  });
}

/** A phone's line of the history: what changed and by how much first, then why, who and when. */
function Item({ move }: { move: StockMoveView }) {
  const text = useMoveText()(move);
  return (
    <li className="border-t border-ivory-300/70 py-2.5 text-sm">
      <div className="flex justify-between gap-3">
        <span className="min-w-0">
          <span className="block text-ink-900">{text.variant}</span>
          {move.sku ? <span className="block truncate text-xs text-ink-500">{move.sku}</span> : null}
        </span>
        <span className="shrink-0 font-medium tabular-nums">{text.change}</span>
      </div>
      <p className="mt-0.5 text-ink-600">
        {text.why}
        {move.ref ? ` · ${move.ref}` : ''} · {text.who} · {text.when}
      </p>
    </li>
  );
}

function Row({ move }: { move: StockMoveView }) {
  const text = useMoveText()(move);
  return (
    <tr className="border-t border-ivory-300/70 align-top">
      <td className="py-2 pr-3 whitespace-nowrap text-ink-600">{text.when}</td>
      <td className="py-2 pr-3">
        <span className="block text-ink-900">{text.variant}</span>
        {move.sku ? <span className="block text-xs text-ink-500">{move.sku}</span> : null}
      </td>
      <td className="py-2 pr-3">
        {text.why}
        {move.ref ? <span className="block text-xs text-ink-500">{move.ref}</span> : null}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{text.change}</td>
      <td className="py-2">{text.who}</td>
    </tr>
  );
}

export function StockHistoryPanel({ productId }: { productId: number }) {
  const { t } = useT();
  const history = useStockHistory(productId);
  const moves = history.data?.pages.flatMap((p) => p.moves) ?? [];
  return (
    <FormSection title={t('Stock history')} note={t('Every change of the counted stock, newest first.')}>
      {history.isPending ? (
        <p className="text-sm text-ink-500">{t('Loading…')}</p>
      ) : moves.length === 0 ? (
        <p className="text-sm text-ink-500">{t('No stock changes recorded yet.')}</p>
      ) : (
        <>
          <ul aria-label={t('Stock history')} className="sm:hidden">
            {moves.map((move) => (
              <Item key={move.id} move={move} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-ink-600">
                <tr>
                  {[t('When'), t('Size and colour'), t('Why'), t('Before → after'), t('Who')].map(
                    (h, i, all) => (
                      <th
                        key={h}
                        scope="col"
                        className={i < all.length - 1 ? 'pb-2 pr-3 font-medium' : 'pb-2 font-medium'}
                      >
                        {h}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {moves.map((move) => (
                  <Row key={move.id} move={move} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {history.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          {t('Show older changes')}
        </Button>
      ) : null}
    </FormSection>
  );
}
