/** The unsaved-changes guard's rule (issue 24 item 7): which clicks leave the editor for another in-app page. */

export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  /** The closest <a> around the clicked element, if any. */
  anchor: { href: string; target: string; download: boolean } | null;
}

/**
 * The in-app path (path, query and hash) a plain click on a link would open, when that leaves the current
 * page; null for clicks that stay (same page, hash only), open elsewhere (new tab, download, modifier keys)
 * or leave the app (another origin: the browser's own beforeunload prompt covers those).
 */
export function leavingLinkTarget(click: LinkClick, current: { origin: string; pathname: string; search: string }): string | null {
  const { anchor } = click;
  if (!anchor || click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.download || (anchor.target && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current.origin);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
