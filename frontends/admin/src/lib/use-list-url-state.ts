/**
 * react-router's search params with updates that queue. Its `setSearchParams(fn)` hands `fn` the params of
 * the last render, not the last update: two changes before a re-render (a category then a status chosen in
 * quick succession, as a busy machine or a quick hand does) and the second writes the URL without the first.
 * Here each update starts from what the previous one wrote, until the next render brings the URL back in.
 */
import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

export function useListUrlState(): [URLSearchParams, (update: ParamsUpdate, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // A render with a new URL (ours or a Back) is the truth again; a render with the same URL keeps the queue.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (change: ParamsUpdate, options?: NavigateOptions) => {
      latest.current = change(new URLSearchParams(latest.current));
      setParams(latest.current, options);
    },
    [setParams],
  );
  return [params, update];
}
