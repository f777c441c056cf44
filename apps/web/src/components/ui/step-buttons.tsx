import { Button } from './button';

/**
 * The next steps of an owner's workflow (an order's fulfilment, a return) as small buttons, from the steps its
 * state allows: the step that turns back (returned to origin, declined) is quieter, and every button waits while a
 * step is being saved.
 */
export function StepButtons<To extends string>({
  steps,
  back,
  busy,
  onStep,
  name,
}: {
  steps: ReadonlyArray<{ to: To; label: string }>;
  back: To;
  busy: boolean;
  onStep: (to: To) => void;
  /** A button's accessible name, where its label alone does not say which item it moves. */
  name?: (step: { to: To; label: string }) => string;
}) {
  return (
    <>
      {steps.map((step) => (
        <Button
          key={step.to}
          size="sm"
          variant={step.to === back ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => onStep(step.to)}
          aria-label={name?.(step)}
        >
          {step.label}
        </Button>
      ))}
    </>
  );
}
