import { useEffect, useState } from 'react';

/** Doc 3 §9: search is applied 500 ms after typing stops. */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
