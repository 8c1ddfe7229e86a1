import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { MODULE_EDITOR_VARIABLE_TYPES, type VariableType } from '@liquify/template-engine';

/** Root of the seed catalogue: modules/, sections/ and thumbnails/ live beside this file. */
export const SEED_DIR = __dirname;
export const MODULES_DIR = join(SEED_DIR, 'modules');
export const SECTIONS_DIR = join(SEED_DIR, 'sections');
export const MODULE_THUMBNAILS_DIR = join(SEED_DIR, 'thumbnails', 'modules');
export const SECTION_THUMBNAILS_DIR = join(SEED_DIR, 'thumbnails', 'sections');

/** Spec doc 3 §3: the variable types offered by the module editor (libs/template-engine's list). */
export const MODULE_VARIABLE_TYPES: readonly VariableType[] = MODULE_EDITOR_VARIABLE_TYPES.map(({ type }) => type);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface SeedModuleVariable {
  name: string;
  label: string;
  type: VariableType;
  defaultValue: string;
  description: string;
  options?: string[];
}

/** Fields shared by modules/<slug>.json and sections/<slug>.json. */
export interface SeedItemMeta {
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  category: string;
  tags: string[];
  featured: boolean;
  rating: number;
  author: string;
  downloads: number;
}

export interface SeedModule extends SeedItemMeta {
  templateCode: string;
  variables: SeedModuleVariable[];
}

export interface SeedFile<T> {
  /** File name without extension: must equal the slug. */
  fileSlug: string;
  path: string;
  data: T;
}

export interface SeedSection extends SeedFile<SeedItemMeta> {
  liquidPath: string;
  /** The .liquid source, or undefined when the file is missing. */
  code: string | undefined;
}

function listFiles(dir: string, extension: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => join(dir, name));
}

function readJson<T>(path: string): SeedFile<T> {
  return { fileSlug: basename(path, '.json'), path, data: JSON.parse(readFileSync(path, 'utf8')) as T };
}

export function loadSeedModules(): SeedFile<SeedModule>[] {
  return listFiles(MODULES_DIR, '.json').map((path) => readJson<SeedModule>(path));
}

export function loadSeedSections(): SeedSection[] {
  return listFiles(SECTIONS_DIR, '.json').map((path) => {
    const file = readJson<SeedItemMeta>(path);
    const liquidPath = join(SECTIONS_DIR, file.fileSlug + '.liquid');
    return {
      ...file,
      liquidPath,
      code: existsSync(liquidPath) ? readFileSync(liquidPath, 'utf8') : undefined,
    };
  });
}

export function listSectionLiquidFiles(): string[] {
  return listFiles(SECTIONS_DIR, '.liquid');
}

export function listThumbnails(dir: string): string[] {
  return listFiles(dir, '.svg');
}
