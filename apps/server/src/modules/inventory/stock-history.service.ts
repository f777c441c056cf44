// The stock history as a step for flows (decision 0043 phase 2): flows call a module's service, never its
// repository. The owner's variant grid records its splits, pools and count edits with it.
export { recordStockMoves, type StockMove, type StockMoveReason } from './stock-history.repository.ts';
