import type { CodRiskAnswer, CodRiskLevel } from '@zariya/shared/cod-risk';
import { ShieldAlert } from 'lucide-react';

const LEVEL: Record<CodRiskLevel, { label: string; className: string }> = {
  low: { label: 'Low risk', className: 'bg-success-50 text-success-600 ring-success-600/30' },
  medium: { label: 'Medium risk', className: 'bg-gold-100 text-gold-800 ring-gold-800/30' },
  high: { label: 'High risk', className: 'bg-danger-50 text-danger-600 ring-danger-600/30' },
};

/** The badge in an order's header: low, medium or high, with the score. */
export function CodRiskBadge({ risk }: { risk: CodRiskAnswer }) {
  const level = LEVEL[risk.level];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${level.className}`}>
      {level.label} · {risk.score}
    </span>
  );
}

/** A COD order's return-to-origin risk (decision 0047): its score and each reason with the points it added. */
export function CodRiskPanel({ risk, label }: { risk: CodRiskAnswer; label: string }) {
  const level = LEVEL[risk.level];
  return (
    <section
      aria-label={`Return-to-origin risk of ${label}`}
      className="mb-3 rounded-lg bg-ivory-100 p-3 text-sm ring-1 ring-ivory-300/70"
    >
      <h3 className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
        <ShieldAlert aria-hidden="true" className="size-4 text-plum-700" />
        Return-to-origin risk: {risk.score} of 100
        <span className={`rounded-full px-2 py-0.5 text-xs ring-1 ${level.className}`}>{level.label}</span>
      </h3>
      {risk.reasons.length === 0 ? (
        <p className="mt-1.5 text-ink-600">Nothing in the shop's history points to a refusal.</p>
      ) : (
        <ul className="mt-1.5 space-y-1">
          {risk.reasons.map((reason) => (
            <li key={reason.code} className="flex items-baseline gap-2 text-ink-700">
              <span
                className={`w-10 shrink-0 text-right font-semibold tabular-nums ${reason.weight > 0 ? 'text-danger-600' : 'text-success-600'}`}
              >
                {reason.weight > 0 ? `+${reason.weight}` : `−${-reason.weight}`}
              </span>
              <span>{reason.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
