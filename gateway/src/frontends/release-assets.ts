import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS } from '@liquify/contracts';

/**
 * A rolling update runs two releases of the gateway side by side: a page loaded from one asks for content-
 * hashed files (chunks, CSS) that only the other release's build has, and got 404 (a missing chunk mid-deploy).
 * Hashed files never change under a name, so any release may serve any release's: each gateway serves its own
 * build, then, for a hashed file it lacks, the shared assets folder (FRONTENDS_ASSETS_DIR, which every release
 * adds its hashed files to at start) and the previous release's build (FRONTENDS_PREVIOUS_DIR). Entry points
 * (index.html, mf-manifest.json, remoteEntry.js) always come from the gateway's own build.
 */

/** A file name carrying a content hash (`503.9f3255c5.js`, `main.7c5fbf4c.css`, `16ca6414a2f2c666.svg`, their `.br`/`.gz`). */
export function isHashedAsset(file: string): boolean {
  return /(^|[.-])[a-f0-9]{8,}\./.test(path.basename(file));
}

/** Where a hashed file of `app` (shell or a remote) may also be found, in order. */
export function fallbackRoots(app: string, options: { assetsDir?: string; previousDir?: string }): string[] {
  const roots: string[] = [];
  if (options.assetsDir) roots.push(path.join(path.resolve(options.assetsDir), app));
  if (options.previousDir) roots.push(path.join(path.resolve(options.previousDir), app, 'dist'));
  return roots;
}

async function filesUnder(root: string, dir = root): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(root, full)));
    else if (entry.isFile()) files.push(path.relative(root, full));
  }
  return files;
}

export interface PublishResult {
  copied: number;
  kept: number;
  pruned: number;
}

/**
 * Adds the hashed files of each build (`{ app, root }`, source maps excepted) to `assetsDir/<app>/`: copied
 * when absent (through a temporary name and a rename, so a replica never serves half a file), their time
 * refreshed when present. Then removes the hashed files no release has published for `keepDays`: the
 * previous release's stay while it may still be rolled back to or have pages open.
 */
export async function publishReleaseAssets(builds: { app: string; root: string }[], assetsDir: string, keepDays: number, now = new Date()): Promise<PublishResult> {
  const result: PublishResult = { copied: 0, kept: 0, pruned: 0 };
  for (const { app, root } of builds) {
    const target = path.join(path.resolve(assetsDir), app);
    for (const file of await filesUnder(root)) {
      if (!isHashedAsset(file) || file.endsWith('.map')) continue;
      const destination = path.join(target, file);
      try {
        await stat(destination);
        await utimes(destination, now, now);
        result.kept++;
      } catch {
        await mkdir(path.dirname(destination), { recursive: true });
        const temporary = `${destination}.${process.pid}.${Date.now()}.tmp`;
        await copyFile(path.join(root, file), temporary);
        await utimes(temporary, now, now);
        await rename(temporary, destination);
        result.copied++;
      }
    }
  }
  const oldest = now.getTime() - keepDays * DAY_MS;
  for (const file of await filesUnder(path.resolve(assetsDir))) {
    const full = path.join(path.resolve(assetsDir), file);
    try {
      if ((await stat(full)).mtimeMs < oldest) {
        await rm(full, { force: true });
        result.pruned++;
      }
    } catch {
      // removed by another replica meanwhile
    }
  }
  return result;
}
