import { SEARCH_CLEAR_MS, SEARCH_PLACEHOLDER } from '@zariya/shared/constants';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

/** Enter or the search button opens /search?query=…; blank text is ignored; the box clears 3 s later. */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(paths.search(query));
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setText(''), SEARCH_CLEAR_MS);
  };

  return (
    <search className={cn('relative block', className)}>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={SEARCH_PLACEHOLDER}
          enterKeyHint="search"
          autoComplete="off"
          className="h-11 w-full rounded-full border border-ivory-300 bg-ivory-100/80 pr-11 pl-4 text-base text-ink-900 transition-colors placeholder:text-[0.8125rem] placeholder:text-ink-500 sm:placeholder:text-sm hover:border-ink-300 focus:border-plum-700 focus:bg-ivory-50 focus:outline-2 focus:outline-offset-0 focus:outline-plum-700/25 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1/2 right-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-plum-50"
        >
          <Search aria-hidden="true" className="size-5" strokeWidth={2} />
        </button>
      </form>
    </search>
  );
}
