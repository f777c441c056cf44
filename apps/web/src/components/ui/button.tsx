import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap select-none transition-[background-color,color,border-color,box-shadow,transform] duration-200 ease-out-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-700 disabled:pointer-events-none disabled:opacity-55 active:translate-y-px';

const variants: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-plum-800 text-ivory-50 shadow-soft hover:bg-plum-900',
  secondary:
    'rounded-full border border-plum-800/25 bg-ivory-50 text-plum-900 hover:border-plum-800/60 hover:bg-plum-50',
  ghost: 'rounded-full text-plum-900 hover:bg-plum-50',
  link: 'rounded-sm text-plum-800 underline decoration-gold-500 decoration-1 underline-offset-4 hover:text-plum-950 hover:decoration-2',
  gold: 'rounded-full bg-gold-400 text-plum-950 shadow-soft hover:bg-gold-300',
};

// Every size keeps a 44 px tap target on phones except the inline link.
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-tap px-4 text-sm sm:min-h-9',
  md: 'min-h-tap px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
  icon: 'size-tap shrink-0',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'min-h-0 px-0' : sizes[size], className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({
  variant,
  size,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
