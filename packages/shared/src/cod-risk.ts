// Return-to-origin risk of a pay-on-delivery order (issue 28 item 5; decision 0047): a score 0–100 from the shop's
// own history, with the reasons that made it, each with its weight and a sentence for the owner. Pure: the server
// reads the history (queries/cod-risk-history.query.ts) and stores the answer on the placed order.
import { z } from 'zod';
import { formatInr } from './pricing.ts';

export type CodRiskInput = {
  /** The delivery pincode's past COD orders that ended (delivered or returned to origin) and how many were refused. */
  pincode: { code: string; orders: number; refused: number };
  /** Past COD orders of the accounts behind her phone number that ended, and how many were refused. */
  phone: { orders: number; refused: number };
  /** Goods total in rupees. */
  orderValue: number;
  /** The account's age in days and her orders delivered before (COD or paid online). */
  account: { ageDays: number; deliveredOrders: number };
};

export type CodRiskReasonCode =
  | 'PINCODE_REFUSALS'
  | 'PHONE_REFUSALS'
  | 'ORDER_VALUE'
  | 'NEW_ACCOUNT'
  | 'NO_DELIVERED_ORDER'
  | 'DELIVERED_BEFORE';
export type CodRiskReason = { code: CodRiskReasonCode; weight: number; text: string };
export type CodRisk = { score: number; reasons: CodRiskReason[] };
export type CodRiskLevel = 'low' | 'medium' | 'high';

/** The weights (decision 0047). */
export const COD_RISK_WEIGHTS = {
  /** Points for a pincode whose every COD order was refused; scaled by refused / (orders + PINCODE_PRIOR). */
  pincodeMax: 40,
  /** Two imagined delivered orders per pincode: one refusal out of one order is not a 100% refusal rate. */
  pincodePrior: 2,
  /** Each earlier refusal of her phone number, up to phoneMax. */
  phoneEach: 25,
  phoneMax: 40,
  /** Order value steps (rupees → points). */
  valueSteps: [
    [5_000, 15],
    [2_500, 10],
    [1_500, 5],
  ] as ReadonlyArray<readonly [number, number]>,
  /** Account age steps (younger than days → points). */
  ageSteps: [
    [1, 15],
    [7, 10],
    [30, 5],
  ] as ReadonlyArray<readonly [number, number]>,
  /** No order of hers ever delivered. */
  noDelivered: 10,
  /** Each order delivered before takes points off, at most deliveredMax. */
  deliveredEach: 5,
  deliveredMax: 15,
} as const;

/** Below 30 low, below 60 medium, else high. */
export const codRiskLevel = (score: number): CodRiskLevel =>
  score >= 60 ? 'high' : score >= 30 ? 'medium' : 'low';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const count = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The score (0–100) and its reasons, largest weight first. */
export function codRisk(input: CodRiskInput): CodRisk {
  const w = COD_RISK_WEIGHTS;
  const reasons: CodRiskReason[] = [];
  const add = (code: CodRiskReasonCode, weight: number, text: string) => {
    if (weight !== 0) reasons.push({ code, weight, text });
  };

  const pinOrders = count(input.pincode.orders);
  const pinRefused = Math.min(count(input.pincode.refused), pinOrders);
  if (pinRefused > 0)
    add(
      'PINCODE_REFUSALS',
      Math.round((w.pincodeMax * pinRefused) / (pinOrders + w.pincodePrior)),
      `Pincode ${input.pincode.code}: ${pinRefused} of ${plural(pinOrders, 'past COD order')} refused or returned (${Math.round((100 * pinRefused) / pinOrders)}%).`,
    );

  const phoneRefused = Math.min(count(input.phone.refused), count(input.phone.orders));
  if (phoneRefused > 0)
    add(
      'PHONE_REFUSALS',
      Math.min(w.phoneMax, w.phoneEach * phoneRefused),
      `This phone number refused ${plural(phoneRefused, 'earlier COD order')} (of ${count(input.phone.orders)}).`,
    );

  const value = Number.isFinite(input.orderValue) ? input.orderValue : 0;
  const valueStep = w.valueSteps.find(([above]) => value >= above);
  if (valueStep)
    add(
      'ORDER_VALUE',
      valueStep[1],
      `High order value: ${formatInr(value)} (${formatInr(valueStep[0])} or more).`,
    );

  const age = Number.isFinite(input.account.ageDays) ? Math.max(0, input.account.ageDays) : 0;
  const ageStep = w.ageSteps.find(([under]) => age < under);
  if (ageStep)
    add(
      'NEW_ACCOUNT',
      ageStep[1],
      ageStep[0] === 1 ? 'New account: made today.' : `New account: made less than ${ageStep[0]} days ago.`,
    );

  const delivered = count(input.account.deliveredOrders);
  if (delivered === 0) add('NO_DELIVERED_ORDER', w.noDelivered, 'No order of hers has been delivered yet.');
  else
    add(
      'DELIVERED_BEFORE',
      -Math.min(w.deliveredMax, w.deliveredEach * delivered),
      `${plural(delivered, 'earlier order')} delivered to her.`,
    );

  reasons.sort((a, b) => b.weight - a.weight);
  const total = reasons.reduce((sum, r) => sum + r.weight, 0);
  return { score: Math.max(0, Math.min(100, total)), reasons };
}

export const CodRiskReasonSchema = z.object({
  code: z.string(),
  weight: z.number(),
  text: z.string(),
});

/** What the owner's order desk shows for a COD order; null for orders paid online or placed before scoring. */
export const CodRiskSchema = z.object({
  score: z.number().int(),
  level: z.enum(['low', 'medium', 'high']),
  reasons: z.array(CodRiskReasonSchema),
});
export type CodRiskAnswer = z.infer<typeof CodRiskSchema>;

/** The note on the COD choice when the owner offers a prepaid discount ("Pay online and save ₹X"). */
export const payOnlineNote = (saving: number) => `Pay online and save ${formatInr(saving)}.`;
