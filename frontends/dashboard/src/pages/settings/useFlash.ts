import { useCallback, useEffect, useRef, useState } from 'react';

/** The profile success banner hides after 3 seconds (doc 2 §4, §9). */
export const SUCCESS_BANNER_MS = 3000;

/** A message that clears itself after `ms`. */
export function useFlash(ms = SUCCESS_BANNER_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
