import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { THUMBNAIL_FILE_PATTERN, THUMBNAIL_KINDS } from '@liquify/contracts';
import { CatalogueErrors } from '../catalogue.errors';
import { SEED_DIR } from '../catalogue/catalogue.seed-data';

export interface Thumbnail {
  body: Buffer;
  etag: string;
  /** First characters of the content hash: the `?v=` of an immutable thumbnail URL. */
  version: string;
}

const MAX_THUMBNAIL_BYTES = 512 * 1024;

/**
 * Seed thumbnails (SVG) from `<seed>/thumbnails/{modules|sections}/<slug>.svg`. The name is checked
 * against a strict pattern before any file is touched (no path traversal), files are read once and kept.
 */
@Injectable()
export class ThumbnailsService {
  private readonly files = new Map<string, Promise<Thumbnail | null>>();

  constructor(@Inject(SEED_DIR) private readonly seedDir: string) {}

  static isValidName(kind: string, file: string): boolean {
    return (THUMBNAIL_KINDS as readonly string[]).includes(kind) && typeof file === 'string' && file.length <= 120 && THUMBNAIL_FILE_PATTERN.test(file);
  }

  async get(kind: string, file: string): Promise<Thumbnail> {
    if (!ThumbnailsService.isValidName(kind, file)) throw this.notFound();
    const key = `${kind}/${file}`;
    let pending = this.files.get(key);
    if (!pending) {
      pending = this.read(kind, file);
      this.files.set(key, pending);
    }
    const thumbnail = await pending;
    if (!thumbnail) {
      this.files.delete(key);
      throw this.notFound();
    }
    return thumbnail;
  }

  /** The thumbnail of a seed item, or undefined when the seed has none. */
  async find(kind: 'modules' | 'sections', slug: string): Promise<Thumbnail | undefined> {
    try {
      return await this.get(kind, `${slug}.svg`);
    } catch {
      return undefined;
    }
  }

  private async read(kind: string, file: string): Promise<Thumbnail | null> {
    try {
      const body = await readFile(join(this.seedDir, 'thumbnails', kind, file));
      if (body.length > MAX_THUMBNAIL_BYTES) return null;
      const hash = createHash('sha256').update(body).digest('hex');
      return { body, etag: `"${hash.slice(0, 32)}"`, version: hash.slice(0, 12) };
    } catch {
      return null;
    }
  }

  private notFound() {
    return CatalogueErrors.THUMBNAIL_NOT_FOUND();
  }
}
