import { useRef, useState } from 'react';

/** How long typing pauses before a search goes to the server (and into the URL). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text input's value that reaches `onCommit` (trimmed) once typing pauses, for a search kept
 * in the URL: the input shows what is typed at once, the server sees it after the pause.
 */
export function useDebouncedText(value: string, onCommit: (value: string) => void) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [own, setOwn] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The URL changed from elsewhere (Clear filters, Back): show what it now says. Our own commit
  // coming back must not reset what the user has typed since.
  if (value !== seen) {
    setSeen(value);
    if (value !== own) setDraft(value);
  }
  const change = (next: string) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOwn(next.trim());
      onCommit(next.trim());
    }, SEARCH_DEBOUNCE_MS);
  };
  return [draft, change] as const;
}
