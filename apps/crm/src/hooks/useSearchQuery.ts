import { useSearchParams } from 'react-router-dom';
import { useDebouncedText } from './useDebouncedText';

/**
 * A screen's search text kept in the URL as `?q=`, so a reload or a shared link shows the same
 * result: `draft` is what the box shows, `q` what the server is asked once typing pauses. Each
 * change replaces the history entry, so Back leaves the screen instead of stepping through keys.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [draft, setDraft] = useDebouncedText(q, (next) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('q', next);
        else params.delete('q');
        return params;
      },
      { replace: true },
    ),
  );
  return { q, draft, setDraft };
}
