import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** How long typing pauses before a search goes to the server (and into the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

type Filters<K extends string> = Record<K, string>;

/** Marks the history entries this hook writes, so their arrival is not taken for a link's. */
const OWN_WRITE = 'listSearch';

const read = <K extends string>(params: URLSearchParams, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Filters<K>;

const same = <K extends string>(a: Filters<K>, b: Filters<K>, keys: readonly K[]) =>
  keys.every((key) => a[key] === b[key]);

const trim = <K extends string>(filters: Filters<K>) =>
  Object.fromEntries(
    Object.entries<string>(filters).map(([key, value]) => [key, value.trim()]),
  ) as Filters<K>;

/**
 * The one search state of a list: its search text and filters, with one owner, this hook's state.
 * `draft` is what the boxes show; `applied` what the list, its count and every bulk action use, and
 * what the URL (`?q=&tag=`) mirrors. Typing (`setText`) applies the whole draft once typing pauses;
 * a choice (`set`: a tab, a select, a sort) applies at once, with any text still pending.
 *
 * The URL is written from the state, never read back into it, except when someone else changes it
 * (Back, a link): the hook's own writes carry a mark in the history entry's state. Reading its own
 * writes back was the race of issue 24: "yahoo", Tab, "vip" within half a second wrote the tag
 * over a URL that did not hold the search yet, and the box was reset to what the URL said. Each
 * write replaces the history entry, so Back leaves the screen instead of stepping through
 * keystrokes; Back into the screen, or a shared link, shows the same list.
 *
 * A foreign change is taken in a layout effect, once the router has committed it, never by
 * comparing during render: react-router renders a navigation as a transition, and a keystroke
 * renders at once, with the location still committed. A check in render saw a state already
 * marked with the new location beside the old one, took it for Back and reset the box to the old
 * URL: the first letters typed after a page load were lost (`?q=y`, then `?q=oo` for "yahoo").
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
  const location = useLocation();
  const [state, setState] = useState(() => {
    const fromUrl = read(searchParams, keys);
    return { draft: fromUrl, applied: fromUrl };
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Someone else changed the URL (Back, a link to a filtered list): show what it says, once the
  // router has committed that location (see above), before the screen paints.
  const seenKey = useRef(location.key);
  useLayoutEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    if ((location.state as Record<string, unknown> | null)?.[OWN_WRITE] === true) return;
    clearTimeout(timer.current);
    const fromUrl = read(searchParams, keys);
    // The history is the outside system here: its committed entry, not a render's, is the event.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: in render it raced typing
    setState({ draft: fromUrl, applied: fromUrl });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new history entry is the event
  }, [location.key]);

  // The URL mirrors what is applied.
  const { applied } = state;
  const appliedKey = keys.map((key) => applied[key]).join('\n');
  useEffect(() => {
    if (same(read(searchParams, keys), applied, keys)) return;
    const params = new URLSearchParams(searchParams);
    for (const key of keys) {
      if (applied[key]) params.set(key, applied[key]);
      else params.delete(key);
    }
    setSearchParams(params, { replace: true, state: { [OWN_WRITE]: true } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- appliedKey names what is applied
  }, [appliedKey]);

  const change = useCallback((edit: Partial<Filters<K>>, now: boolean) => {
    clearTimeout(timer.current);
    setState((current) => {
      const draft = { ...current.draft, ...edit };
      return { ...current, draft, applied: now ? trim(draft) : current.applied };
    });
    // Applies the draft as it is when typing pauses, not as it was when this edit was made.
    if (!now) {
      timer.current = setTimeout(
        () => setState((current) => ({ ...current, applied: trim(current.draft) })),
        SEARCH_DEBOUNCE_MS,
      );
    }
  }, []);

  return {
    /** What the list is filtered by (and what the URL says). */
    applied,
    /** What the boxes show, typed or not yet applied. */
    draft: state.draft,
    /** Whether the boxes hold an edit the list does not use yet (typing has not paused). */
    isPending: !same(trim(state.draft), applied, keys),
    /** A box's text changed: shown at once, applied with the rest once typing pauses. */
    setText: (edit: Partial<Filters<K>>) => change(edit, false),
    /** A choice changed: applied at once, with any text still pending. */
    set: (edit: Partial<Filters<K>>) => change(edit, true),
    /** Every key blank, at once. */
    clear: () => change(Object.fromEntries(keys.map((key) => [key, ''])) as Filters<K>, true),
    /** Whether any key holds a value. */
    isFiltered: keys.some((key) => applied[key] !== ''),
  };
}
