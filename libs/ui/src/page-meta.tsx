import { useLayoutEffect } from 'react';

export interface PageMetaProps {
  /** Page title; the site name is appended. */
  title: string;
  description?: string;
  /** Ask search engines not to index the page (auth, onboarding, checkout, admin). */
  noindex?: boolean;
}

export const SITE_NAME = 'Liquify';

export function formatPageTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Sets the page's description on THE description tag: index.html carries one for crawlers that do not run
 * scripts, and a second tag would contradict it. A tag made here is removed on unmount; the original
 * content is restored.
 */
function usePageDescription(description: string | undefined) {
  useLayoutEffect(() => {
    if (!description) return undefined;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = description;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}

/**
 * Title and meta tags for the current page. React 19 hoists the title and robots elements into <head> and
 * removes them when the page unmounts, so a noindex page never leaves its robots tag behind.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  usePageDescription(description);
  return (
    <>
      <title>{formatPageTitle(title)}</title>
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </>
  );
}

/** Only the robots tag: for areas whose pages set their own titles (the admin remote). */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
