import { cn } from '../../lib/cn';

/** A round dot of a colour (a CSS colour), beside its name; `className` sets its size and ring. */
export function Swatch({ css, className }: { css: string | null | undefined; className: string }) {
  return css ? (
    <span
      aria-hidden="true"
      className={cn('rounded-full ring-1', className)}
      style={{ backgroundColor: css }}
    />
  ) : null;
}
