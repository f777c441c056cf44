// The searches that found nothing (or little), most asked first, each fixed in one click by adding its text to a
// synonym group: the search then finds what the group's word finds.
import type { SearchMiss, SynonymGroupAnswer } from '@zariya/shared/search-api';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useAddSynonymWord, useRemoveSynonymGroup, useSearchMisses, useSynonyms } from '../api/search-admin';
import { plural } from '../../../lib/plural';

const FOUND = [
  { value: '0', label: 'Found nothing' },
  { value: '3', label: 'Found 3 products or fewer' },
];

export function SearchMisses() {
  const [max, setMax] = useState('0');
  const misses = useSearchMisses(Number(max));
  const synonyms = useSynonyms();
  const groups = synonyms.data?.groups ?? [];
  return (
    <div className="space-y-8">
      <section aria-labelledby="misses-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="misses-heading" className="text-lg font-medium">
            What shoppers searched for
          </h2>
          <Select
            label="Show searches that"
            inline
            value={max}
            onChange={(e) => setMax(e.target.value)}
            options={FOUND}
          />
        </div>
        {misses.isPending ? (
          <p className="text-ink-500">Loading searches…</p>
        ) : misses.isError ? (
          <p role="alert">{errorMessage(misses.error, 'The searches could not be loaded.')}</p>
        ) : misses.data.searches.length === 0 ? (
          <p className="text-ink-700">No such searches yet.</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-lg border border-ink-100">
            {/* A search already made a synonym leaves the list at once (its count stays in the log). */}
            {misses.data.searches
              .filter((miss) => !groups.some((g) => g.words.includes(miss.text)))
              .map((miss) => (
                <MissRow key={miss.text} miss={miss} groups={groups} />
              ))}
          </ul>
        )}
      </section>
      <SynonymGroups groups={groups} loading={synonyms.isPending} />
    </div>
  );
}

function MissRow({ miss, groups }: { miss: SearchMiss; groups: SynonymGroupAnswer[] }) {
  const [group, setGroup] = useState('');
  const add = useAddSynonymWord();
  const chosen = groups.find((g) => String(g.id) === group);
  const submit = () => {
    if (!chosen) return;
    add.mutate(
      { id: chosen.id, word: miss.text },
      {
        onSuccess: () => toast.success(`“${miss.text}” now finds what “${chosen.words[0]}” finds.`),
        onError: (error) => toast.error(errorMessage(error, 'The synonym could not be added.')),
      },
    );
  };
  return (
    <li className="flex flex-wrap items-end justify-between gap-3 p-3">
      <div>
        <p className="font-medium" translate="no">
          {miss.text}
        </p>
        <p className="text-sm text-ink-600">
          Searched {plural(miss.count, 'time', 'times')} · found {miss.results} · last{' '}
          {new Date(miss.lastSeen).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' })}
        </p>
      </div>
      <div className="flex items-end gap-2">
        <Select
          label={`Add “${miss.text}” as synonym of`}
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          options={[
            { value: '', label: 'Choose a word…' },
            ...groups.map((g) => ({ value: String(g.id), label: g.words[0] })),
          ]}
        />
        <Button type="button" onClick={submit} disabled={!chosen || add.isPending}>
          Add as synonym
        </Button>
      </div>
    </li>
  );
}

function SynonymGroups({ groups, loading }: { groups: SynonymGroupAnswer[]; loading: boolean }) {
  const remove = useRemoveSynonymGroup();
  return (
    <section aria-labelledby="synonyms-heading" className="space-y-3">
      <h2 id="synonyms-heading" className="text-lg font-medium">
        Synonyms
      </h2>
      <p className="text-sm text-ink-700">
        A search for any word of a group finds, and ranks, what its first word finds.
      </p>
      {loading ? (
        <p className="text-ink-500">Loading synonyms…</p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-lg border border-ink-100">
          {groups.map((g) => (
            <li key={g.id} className="flex items-start justify-between gap-3 p-3">
              <p translate="no">
                <strong>{g.words[0]}</strong>
                <span className="text-ink-600"> ← {g.words.slice(1).join(', ')}</span>
              </p>
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove the synonyms of ${g.words[0]}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(g.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
