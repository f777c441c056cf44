import { cn } from '../../lib/cn';

/**
 * The two soft blurred circles behind the text of a plum panel (the login side panel, the newsletter box): a plum
 * one and a gold one, each placed, sized and tinted by its classes.
 */
export function PanelGlows({ plum, gold }: { plum: string; gold: string }) {
  return (
    <>
      <div aria-hidden="true" className={cn('absolute rounded-full blur-2xl', plum)} />
      <div aria-hidden="true" className={cn('absolute rounded-full bg-gold-500/20 blur-2xl', gold)} />
    </>
  );
}
