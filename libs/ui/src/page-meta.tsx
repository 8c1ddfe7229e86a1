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
 * Title and meta tags for the current page. React 19 hoists these elements into <head> and removes
 * them when the page unmounts, so a noindex page never leaves its robots tag behind.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  return (
    <>
      <title>{formatPageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
    </>
  );
}

/** Only the robots tag: for areas whose pages set their own titles (the admin remote). */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
