/**
 * A page whose code loads on demand (React.lazy) but renders at once when that code is already here. A first
 * load of /dashboard/modules preloads its page's chunk (preload.ts, named by the gateway's document), so it is
 * loaded before the layout first renders; React.lazy would still suspend once on it (its first render only
 * starts the import), show the page's fallback, and React then holds the page back until 300 ms after that
 * fallback appeared (its throttle of Suspense reveals): ~0.3 s of a phone's first screen spent on a spinner.
 *
 * Each mount chooses once between the loaded component and the lazy one, so a mounted page keeps its element
 * type (and its state) when its code arrives.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface PreloadablePage {
  Page: ComponentType;
  /** Fetches the page's code, once (a failed load is tried again on the next call). */
  load: () => Promise<PageModule>;
}

export function preloadablePage(importPage: () => Promise<PageModule>): PreloadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = () =>
    (loading ??= importPage().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const LazyPage = lazy(load);
  function Page() {
    const [Component] = useState<ComponentType>(() => loaded ?? LazyPage);
    return createElement(Component);
  }
  return { Page, load };
}
