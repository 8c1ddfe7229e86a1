/**
 * The one search rule of the user area (issue #24 item 8): the module catalogue (and the header search, which
 * opens it with `?search=`), the sections library and My Library all search through `createCatalogueSearch`.
 *
 * - Words in any order, every word must match (AND), ignoring case, accents and hyphens:
 *   'sticky add to cart' finds 'Sticky Add-to-Cart Bar'; 'popup' finds 'Newsletter Pop-up' (a hyphenated word
 *   is indexed both as its parts and joined).
 * - Across the title, the description, the category (slug and label) and the tags.
 * - A word matches the start of an indexed word (typing 'newsl' already finds 'newsletter') and tolerates one
 *   typo (one letter added, dropped or changed) from four letters on.
 * - Best match first: a match in the title counts most, then the tags, the category, the description; equal
 *   scores keep the order of the list given.
 *
 * Built on MiniSearch (lucaong/minisearch, MIT, ~7 KB gzip, no dependencies): an inverted index with a radix
 * tree gives prefix and bounded-edit-distance lookups in microseconds on the catalogue's ≤1000 items, so a
 * keystroke stays within its frame. It is loaded after the first screen (search-engine.ts): until it is here,
 * a search answers `undefined` and its page shows that it is searching. A MongoDB text index was not chosen:
 * the catalogues are fetched once and searched on the client (doc 2 §4), and `$text` has neither prefix nor
 * typo tolerance.
 */
import type MiniSearch from 'minisearch';
import { catalogueCategoryLabel } from '@liquify/contracts/rules';
import { loadedSearchEngine, loadSearchEngine } from './search-engine';

export interface SearchableItem {
  title: string;
  description: string;
  category?: string;
  tags?: readonly string[];
}

/** Lowercase, without accents; hyphens, underscores and other punctuation separate words. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+(?:[-_'’.][\p{L}\p{N}]+)*/gu;

/** The words a field is indexed under: 'Pop-up' gives 'pop', 'up' and 'popup'. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of normaliseSearchText(text).matchAll(WORD)) {
    const parts = word.split(/[-_'’.]/).filter(Boolean);
    terms.push(...parts);
    if (parts.length > 1) terms.push(parts.join(''));
  }
  return terms;
}

/** The words of a query: 'Add-to-cart' gives 'add', 'to', 'cart'. */
export function queryTerms(query: string): string[] {
  return normaliseSearchText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How much a match in each field counts. */
export const SEARCH_BOOSTS = { title: 4, tags: 2, category: 1.5, description: 1 } as const;
type Field = keyof typeof SEARCH_BOOSTS;
const FIELDS = Object.keys(SEARCH_BOOSTS) as Field[];
/** One typo (an edit distance of 1) is tolerated in words of this many letters or more. */
export const TYPO_MIN_LENGTH = 4;

export interface CatalogueSearch<T> {
  /**
   * The items matching every word of the query, best match first; every item, in order, for an empty query.
   * `undefined` while the search engine loads (search-engine.ts): the page shows it is searching.
   */
  search(query: string): T[] | undefined;
  /**
   * Loads the engine and builds the index now (the first query does otherwise): a page calls it once it has
   * painted. Resolves once built (or the engine's load failed: the page's useSearchEngine reports that).
   */
  prepare(): Promise<void>;
}

/**
 * Built once per list (not per keystroke), by its first query or `prepare()`: the search boxes query it on
 * every input event, and a list shown without a search does not build it before its first screen (on a 4x
 * slower phone CPU the catalogue's index took ~25 ms of the first render of /dashboard/modules). `withCategory:
 * false` leaves the category out (My Library's sections, doc 2 §2).
 */
export function createCatalogueSearch<T extends SearchableItem>(items: readonly T[], { withCategory = true }: { withCategory?: boolean } = {}): CatalogueSearch<T> {
  let built: MiniSearch<{ id: number } & Record<Field, string>> | undefined;
  const index = () => {
    if (built) return built;
    const Engine = loadedSearchEngine();
    if (!Engine) return undefined;
    built = new Engine<{ id: number } & Record<Field, string>>({
      fields: FIELDS,
      tokenize: indexTerms,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: queryTerms,
        combineWith: 'AND',
        boost: SEARCH_BOOSTS,
        prefix: true,
        fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : false),
        // A typo or a longer word found by its start counts less than the word itself.
        weights: { fuzzy: 0.3, prefix: 0.6 },
      },
    });
    built.addAll(
      items.map((item, id) => ({
        id,
        title: item.title,
        description: item.description,
        category: withCategory && item.category ? `${item.category} ${catalogueCategoryLabel(item.category)}` : '',
        tags: (item.tags ?? []).join(' '),
      })),
    );
    return built;
  };
  return {
    search(query) {
      if (queryTerms(query).length === 0) return [...items];
      const ready = index();
      if (!ready) {
        loadSearchEngine().catch(() => undefined); // the page's useSearchEngine reports a failed load
        return undefined;
      }
      return ready
        .search(query)
        .sort((a, b) => b.score - a.score || (a.id as number) - (b.id as number))
        .map((result) => items[result.id as number] as T);
    },
    prepare() {
      return loadSearchEngine().then(
        () => void index(),
        () => undefined,
      );
    },
  };
}
