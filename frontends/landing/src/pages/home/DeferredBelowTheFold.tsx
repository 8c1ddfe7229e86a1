import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenNearViewport } from './near-viewport';

/** The element around the sections under the hero; their code loads when the visitor scrolls near it. */
export const BELOW_THE_FOLD_ID = 'below-the-fold';

const loadSections = () => import('./BelowTheFold');
/** On the server (src/prerender): rendered in full, React's server renderer waits for the code. */
const ServerSections = lazy(loadSections);

/** Keeps the page's height while the sections below the hero load, so anchors land where they should. */
function Placeholder() {
  return <div aria-hidden="true" className="min-h-screen bg-white" />;
}

/**
 * Everything under the hero (features demo, benefits, phone preview, library showcase, pricing), whose code
 * is not part of the page's first load: it is fetched when the visitor scrolls near it (or at once on an
 * anchor such as /#pricing). Sent as HTML by the gateway, the sections are on screen from the start: that
 * markup is kept untouched (not hydrated: a part of a page waiting for its code would be dropped for its
 * fallback by the first context change above it) and replaced in one commit by the same sections, live,
 * once their code is here. Rendered in the browser alone, a placeholder holds their place meanwhile.
 */
export function DeferredBelowTheFold() {
  const [serverHtml] = useState(() => (typeof document === 'undefined' ? '' : (document.getElementById(BELOW_THE_FOLD_ID)?.innerHTML ?? '')));
  const [Sections, setSections] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    whenNearViewport(BELOW_THE_FOLD_ID)
      .then(loadSections)
      .then(
        (module) => {
          if (!cancelled) setSections(() => module.default);
        },
        (error: unknown) => console.error('[landing] the sections below the hero could not be loaded', error),
      );
    return () => {
      cancelled = true;
    };
  }, []);

  if (typeof window === 'undefined') {
    return (
      <div id={BELOW_THE_FOLD_ID}>
        <Suspense fallback={<Placeholder />}>
          <ServerSections />
        </Suspense>
      </div>
    );
  }
  if (Sections) {
    return (
      <div id={BELOW_THE_FOLD_ID}>
        <Sections />
      </div>
    );
  }
  if (serverHtml) return <div id={BELOW_THE_FOLD_ID} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
  return (
    <div id={BELOW_THE_FOLD_ID}>
      <Placeholder />
    </div>
  );
}
