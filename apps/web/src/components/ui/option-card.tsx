// One choice in an owner's dialog (what an export is for, how much to refund, refund now): the whole card is the
// label of its radio button or checkbox, and it is tinted while chosen.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A radio button or checkbox with its `title`, in a ringed card. With a `note` the card holds two lines (the title,
 * then the note in grey); without, it is one line of tap height.
 */
export function OptionCard({
  title,
  note,
  ...input
}: {
  type: 'radio' | 'checkbox';
  title: ReactNode;
  note?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title' | 'className'>) {
  return (
    <label
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg ring-1 ring-ivory-300 has-checked:bg-plum-50',
        note
          ? 'items-start p-3 has-checked:ring-plum-300'
          : 'min-h-tap items-center px-3 has-checked:ring-plum-700',
      )}
    >
      <input {...input} className={cn('accent-plum-800', note ? 'mt-1' : 'size-4')} />
      {note ? (
        <span className="text-sm">
          <span className="block font-medium text-ink-900">{title}</span>
          <span className="block text-ink-500">{note}</span>
        </span>
      ) : (
        <span className="text-sm font-medium text-ink-900">{title}</span>
      )}
    </label>
  );
}
