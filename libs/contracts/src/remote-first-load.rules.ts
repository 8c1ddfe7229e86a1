/**
 * What a first load of a remote's page fetches, read from the remote's federation manifest (mf-manifest.json,
 * written by libs/ui/build/first-load-assets.mjs): its entry, the files of the expose that mounts the page and
 * the files of the page itself, listed under its route (`metaData.routes`, ':param' standing for one segment).
 * The shell preloads a page's files when the federation runtime reads the manifest (route-preload.ts); the
 * gateway names them all in the document of a signed-in page, so the browser fetches them with the shell's own
 * code instead of after it has run (issue 26 item 3). No zod: this runs in the shell's entry; the manifest is
 * read defensively instead.
 */

export interface RemoteFiles {
  js: string[];
  css: string[];
}

const NO_FILES: RemoteFiles = { js: [], css: [] };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * How well `pathname` matches the route `pattern` (':param' stands for one non-empty segment, the whole path
 * must match): the number of literal segments matched, or -1 when it does not match.
 */
export function routeMatchScore(pattern: string, pathname: string): number {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return -1;
  let literal = 0;
  for (let i = 0; i < expected.length; i += 1) {
    if (expected[i].startsWith(':')) continue;
    if (expected[i] !== actual[i]) return -1;
    literal += 1;
  }
  return literal;
}

const fileList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string' && file !== '') : []);

/** The files of the route `pathname` opens (the most literal match wins), from a manifest's `metaData.routes`. */
export function routeFilesFor(routes: unknown, pathname: string): RemoteFiles {
  if (!isRecord(routes)) return NO_FILES;
  let best: { score: number; files: RemoteFiles } | undefined;
  for (const [pattern, files] of Object.entries(routes)) {
    const score = routeMatchScore(pattern, pathname);
    if (score < 0 || (best && best.score >= score) || !isRecord(files)) continue;
    best = { score, files: { js: fileList(files.js), css: fileList(files.css) } };
  }
  return best?.files ?? NO_FILES;
}

/** `exposes[name].assets.{js,css}.sync` of a manifest (the expose `./Name` is listed as `Name`). */
function exposeFiles(manifest: Record<string, unknown>, expose: string): RemoteFiles {
  const entry = Array.isArray(manifest.exposes) ? manifest.exposes.find((item) => isRecord(item) && item.name === expose) : undefined;
  const assets = isRecord(entry) && isRecord(entry.assets) ? entry.assets : {};
  const sync = (kind: unknown) => (isRecord(kind) ? fileList(kind.sync) : []);
  return { js: sync(assets.js), css: sync(assets.css) };
}

/**
 * Every file (relative to the manifest) a first load of `pathname`, a page mounted by the remote's `expose`,
 * runs: the remote's entry, the expose's files, then the page's; each once. None when the manifest is not one.
 */
export function remoteFirstLoadFiles(manifest: unknown, expose: string, pathname: string): RemoteFiles {
  if (!isRecord(manifest) || !isRecord(manifest.metaData)) return NO_FILES;
  const { remoteEntry, routes } = manifest.metaData;
  const entry = isRecord(remoteEntry) && typeof remoteEntry.name === 'string' && remoteEntry.name !== '' ? [`${typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : ''}${remoteEntry.name}`] : [];
  const own = exposeFiles(manifest, expose);
  const page = routeFilesFor(routes, pathname);
  const unique = (files: string[]) => [...new Set(files)];
  return { js: unique([...entry, ...own.js, ...page.js]), css: unique([...own.css, ...page.css]) };
}
