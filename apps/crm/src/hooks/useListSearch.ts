import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before a search goes to the server (and into the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

type Filters<K extends string> = Record<K, string>;

const read = <K extends string>(params: URLSearchParams, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Filters<K>;

const same = <K extends string>(a: Filters<K>, b: Filters<K>, keys: readonly K[]) =>
  keys.every((key) => a[key] === b[key]);

/**
 * The one search state of a list: its search text and filters, with one owner. `draft` is what the
 * boxes show; `applied` what the URL holds (`?q=&tag=`), and so what the list, its count and every
 * bulk action use. Typing (`setText`) commits the whole draft once typing pauses; a choice
 * (`set`: a tab, a select, a sort) commits at once, with any text still pending. One write holds
 * every key, so an edit of one box never drops another's. Each write replaces the history entry,
 * so Back leaves the screen instead of stepping through keystrokes; Back into the screen, or a
 * shared link, shows the same list.
 *
 * ```tsx
 * const search = useListSearch(['q', 'type']);
 * <SearchField value={search.draft.q} onChange={(q) => search.setText({ q })} />
 * <Tabs selectedKey={search.applied.type || 'all'} onSelectionChange={(t) => search.set({ type: t === 'all' ? '' : t })} />
 * const list = usePagedList(useEmailTemplatePages(search.applied));
 * ```
 */
export function useListSearch<const K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyList = keys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyList names the keys
  const applied = useMemo(() => read(searchParams, keys), [searchParams, keyList]);
  const [draft, setDraft] = useState(applied);
  // What the boxes hold, for the handlers: several changes before a render build on each other.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed from elsewhere (Back, a link): show what it says. Our own write coming back
  // must not reset what has been typed since.
  const [sync, setSync] = useState({ seen: applied, committed: applied });
  if (!same(sync.seen, applied, keys)) {
    const external = !same(applied, sync.committed, keys);
    setSync({ seen: applied, committed: external ? applied : sync.committed });
    if (external) setDraft(applied);
  }

  const commit = useCallback(
    (next: Filters<K>) => {
      clearTimeout(timer.current);
      const trimmed = Object.fromEntries(
        Object.entries<string>(next).map(([key, value]) => [key, value.trim()]),
      ) as Filters<K>;
      setSync((current) => ({ ...current, committed: trimmed }));
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          for (const [key, value] of Object.entries<string>(trimmed)) {
            if (value) params.set(key, value);
            else params.delete(key);
          }
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const update = (change: Partial<Filters<K>>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    setDraft(next);
    return next;
  };

  return {
    /** What the list is filtered by: the URL's values. */
    applied,
    /** What the boxes show, typed or not yet committed. */
    draft,
    /** A box's text changed: shown at once, committed with the rest once typing pauses. */
    setText: (change: Partial<Filters<K>>) => {
      const next = update(change);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(next), SEARCH_DEBOUNCE_MS);
    },
    /** A choice changed: committed at once, with any text still pending. */
    set: (change: Partial<Filters<K>>) => commit(update(change)),
    /** Every key blank, at once. */
    clear: () => commit(update(Object.fromEntries(keys.map((key) => [key, ''])) as Filters<K>)),
    /** Whether any key holds a value. */
    isFiltered: keys.some((key) => applied[key] !== ''),
  };
}
