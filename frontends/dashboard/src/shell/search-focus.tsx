/**
 * Cmd/Ctrl+K focuses the search of the page (the shared page header's box when the page has one, else
 * the top bar's). Search boxes register here; the most recently mounted one wins.
 */
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';

interface SearchFocusApi {
  register(ref: RefObject<HTMLInputElement | null>): () => void;
  focus(): boolean;
}

const SearchFocusContext = createContext<SearchFocusApi | null>(null);

export function SearchFocusProvider({ children }: { children: ReactNode }) {
  const stack = useRef<Array<RefObject<HTMLInputElement | null>>>([]);
  const api = useMemo<SearchFocusApi>(
    () => ({
      register(ref) {
        stack.current.push(ref);
        return () => {
          stack.current = stack.current.filter((item) => item !== ref);
        };
      },
      focus() {
        for (let i = stack.current.length - 1; i >= 0; i -= 1) {
          const input = stack.current[i].current;
          if (input && input.isConnected) {
            input.focus();
            input.select();
            return true;
          }
        }
        return false;
      },
    }),
    [],
  );
  return <SearchFocusContext.Provider value={api}>{children}</SearchFocusContext.Provider>;
}

/** Registers a search input as the target of Cmd/Ctrl+K while it is mounted. */
export function useSearchFocusTarget(ref: RefObject<HTMLInputElement | null>): void {
  const api = useContext(SearchFocusContext);
  useEffect(() => api?.register(ref), [api, ref]);
}

export function useSearchFocus(): SearchFocusApi | null {
  return useContext(SearchFocusContext);
}

/** True for Cmd+<key> on macOS and Ctrl+<key> elsewhere (either is accepted). */
export function isModShortcut(event: KeyboardEvent, key: string): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === key;
}
