import { cn } from '../../lib/cn';

/** Icon-and-label links at the right of the header (account, orders, cart); 44 px tap targets. */
export function headerActionClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'inline-flex min-h-tap min-w-tap items-center justify-center gap-2 rounded-full px-2 text-sm font-medium transition-colors sm:px-3',
    isActive ? 'text-plum-800' : 'text-ink-700 hover:bg-plum-50 hover:text-plum-900',
  );
}
