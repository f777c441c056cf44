import { CATEGORY_PAGES, SEARCH_CLEAR_MS, SEARCH_PLACEHOLDER } from '@zariya/shared/constants';
import type { Suggestion } from '@zariya/shared/catalog';
import { MAX_SEARCH_LENGTH } from '@zariya/shared/listing';
import { namesMatch, SEED_SYNONYMS, synonymIndex } from '@zariya/shared/search-words';
import { Mic, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { MIN_SUGGEST_LENGTH, useSuggestions } from '../api/get-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { type CategoryOption, SuggestionList } from './suggestion-list';

const SUGGEST_DELAY_MS = 200;

/**
 * Enter or the search button opens /search?query=…; blank text is ignored; the box clears 3 s later.
 * Suggestions follow the ARIA combobox pattern (arrows, Enter, Escape); the mic runs voice search.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const debounced = useDebouncedValue(text, SUGGEST_DELAY_MS);
  const suggestions = useSuggestions(debounced);
  const found: Suggestion[] = debounced.trim().length >= MIN_SUGGEST_LENGTH ? (suggestions.data ?? []) : [];
  const pages = useMemo(() => matchingCategories(debounced, t), [debounced, t]);
  const items = open ? found : [];
  const categories = open ? pages : [];
  const expanded = items.length + categories.length > 0;
  const count = found.length + pages.length;

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts with nothing highlighted
  useEffect(() => setActive(-1), [debounced]);

  const leave = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setText(''), SEARCH_CLEAR_MS);
  };

  const runSearch = (raw: string) => {
    const query = raw.trim();
    if (query) leave(paths.search(query));
  };

  const voice = useVoiceSearch((transcript) => {
    setText(transcript);
    runSearch(transcript);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? items[active] : undefined;
    const page = active >= items.length ? categories[active - items.length] : undefined;
    if (chosen) leave(paths.product(chosen.id));
    else if (page) leave(page.path);
    else runSearch(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // A closed list opens with its first (or last) option highlighted.
      if (!open) {
        setOpen(true);
        setActive(step === 1 ? 0 : count - 1);
        return;
      }
      setActive((a) => (a + step + count) % count);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className={cn('relative block', className)}>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          {t('Search products')}
        </label>
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder={voice.listening ? t('Listening...') : t(SEARCH_PLACEHOLDER)}
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          className={cn(
            'h-11 w-full rounded-full border border-ivory-300 bg-ivory-100/80 pl-4 text-base text-ink-900 transition-colors placeholder:text-[0.8125rem] placeholder:text-ink-500 sm:placeholder:text-sm hover:border-ink-300 focus:border-plum-700 focus:bg-ivory-50 focus:outline-2 focus:outline-offset-0 focus:outline-plum-700/25 sm:text-sm [&::-webkit-search-cancel-button]:hidden',
            voice.supported ? 'pr-21' : 'pr-11',
            voice.listening && 'border-plum-700 placeholder:text-plum-800',
          )}
        />
        {voice.supported ? (
          <button
            type="button"
            onClick={voice.toggle}
            aria-label={t(voice.listening ? 'Stop listening' : 'Search by voice')}
            aria-pressed={voice.listening}
            className={cn(
              'absolute top-1/2 right-10.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full transition-colors',
              voice.listening ? 'animate-pulse bg-plum-800 text-ivory-50' : 'text-plum-800 hover:bg-plum-50',
            )}
          >
            <Mic aria-hidden="true" className="size-5" strokeWidth={2} />
          </button>
        ) : null}
        <button
          type="submit"
          aria-label={t('Search')}
          className="absolute top-1/2 right-0.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-plum-800 transition-colors hover:bg-plum-50"
        >
          <Search aria-hidden="true" className="size-5" strokeWidth={2} />
        </button>
      </form>
      <SuggestionList
        id={listId}
        items={items}
        categories={categories}
        active={active}
        onPick={(suggestion) => leave(paths.product(suggestion.id))}
        onPickCategory={(page) => leave(page.path)}
      />
    </search>
  );
}

const synonyms = synonymIndex(SEED_SYNONYMS);

/** The shop's category pages named by the text typed so far, in English or in the language she reads. */
function matchingCategories(typed: string, t: (text: string) => string): CategoryOption[] {
  if (typed.trim().length < MIN_SUGGEST_LENGTH) return [];
  return CATEGORY_PAGES.filter((page) =>
    namesMatch(typed, [page.label, page.category, t(page.label)], synonyms),
  ).map((page) => ({ path: page.path, label: page.label }));
}
