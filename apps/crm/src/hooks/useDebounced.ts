import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (a live count asks the server after typing stops,
 * not on every key). `key` names the value (its JSON, say), so a new object with equal content
 * does not restart the wait.
 */
export function useDebounced<T>(value: T, key: string, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the value
  }, [key, ms]);
  return settled;
}
