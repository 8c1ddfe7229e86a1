/**
 * Pure ranking rules for the landing page hero (spec 1 §2 "Landing page", §9).
 * The landing page fetches every module once (limit 10000) and filters and ranks locally.
 */
import {
  ALL_CATEGORY,
  ALL_VIEW_SIZE,
  CATEGORY_FILTER_MIN_RESULTS,
  CATEGORY_FILTER_SHARE,
  MAX_CATEGORY_CHIPS,
  MAX_SEARCH_RESULTS,
  MAX_SHOWCASE_ITEMS,
} from './home.const';

/** The fields of a module the landing page reads (spec 1 §3 "Module (as read on the landing page)"). */
export interface RankableModule {
  _id: string;
  title: string;
  description?: string | null;
  category?: string | null;
  rating?: number | null;
  featured?: boolean | null;
}

/** A source of random numbers in [0, 1), injected so tests are deterministic. */
export type RandomSource = () => number;

function categoryOf(module: RankableModule): string {
  return (module.category ?? '').trim();
}

function ratingOf(module: RankableModule): number {
  const rating = Number(module.rating);
  return Number.isFinite(rating) ? rating : 0;
}

/** Featured first, then higher rating, then title (so equal items keep a stable order). */
export function compareByFeaturedThenRating(a: RankableModule, b: RankableModule): number {
  const featured = Number(Boolean(b.featured)) - Number(Boolean(a.featured));
  if (featured !== 0) return featured;
  const rating = ratingOf(b) - ratingOf(a);
  if (rating !== 0) return rating;
  return a.title.localeCompare(b.title);
}

/**
 * How a category slug reads on a chip or a card: 'product-features' -> 'Product features',
 * 'back-to-top' -> 'Back to top'. A category already written as words keeps its capitals.
 */
export function categoryLabel(category: string | null | undefined): string {
  const words = (category ?? '').trim().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ');
  if (words === '') return '';
  const fromSlug = words !== (category ?? '').trim() || words === words.toLowerCase();
  const text = fromSlug ? words.toLowerCase() : words;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The category chips: 'All' plus the categories found in the modules, by default at most 11 (the hero's
 * 12 chips in total). When there are more than `max` categories, the ones with the most modules win (ties
 * broken by name), so the chips lead to the fullest shelves. Blank categories are not chips. The library
 * showcase passes `max: Infinity`: its cards come from every category, so every category gets a chip.
 */
export function deriveCategories(modules: readonly RankableModule[], { max = MAX_CATEGORY_CHIPS - 1 } = {}): string[] {
  const counts = new Map<string, number>();
  for (const module of modules) {
    const category = categoryOf(module);
    if (!category || category === ALL_CATEGORY) continue;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const ranked = [...counts.entries()]
    .sort(([nameA, countA], [nameB, countB]) => countB - countA || nameA.localeCompare(nameB))
    .slice(0, max)
    .map(([name]) => name);
  return [ALL_CATEGORY, ...ranked];
}

/** Lower case, accents removed, whitespace collapsed. */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a module answers a search, or 0 when it does not match. A module matches when every word
 * of the query appears in its title or description. Title hits outrank description hits: an exact
 * title beats a title that starts with the query, which beats a title containing it.
 */
export function searchScore(module: RankableModule, query: string): number {
  const phrase = normalizeText(query);
  if (!phrase) return 0;
  const title = normalizeText(module.title);
  const description = normalizeText(module.description);
  const terms = phrase.split(' ');
  if (!terms.every((term) => title.includes(term) || description.includes(term))) return 0;

  let score = 1;
  if (title === phrase) score += 100;
  else if (title.startsWith(phrase)) score += 60;
  else if (title.includes(phrase)) score += 40;
  score += 10 * terms.filter((term) => title.includes(term)).length;
  if (description.includes(phrase)) score += 5;
  return score;
}

/**
 * Search results: modules whose title or description matches the query, best match first
 * (ties: featured, then rating), at most 15. A blank query has no results.
 */
export function searchModules<T extends RankableModule>(modules: readonly T[], query: string): T[] {
  return modules
    .map((module) => ({ module, score: searchScore(module, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || compareByFeaturedThenRating(a.module, b.module))
    .slice(0, MAX_SEARCH_RESULTS)
    .map(({ module }) => module);
}

/**
 * How many of a category's matches are shown. Spec §9 says "at least 15 or 80% of the matches".
 * Our reading: show the larger of 15 and 80 % of the matches (rounded up, so it is never less than
 * 80 %), but never more than there are. A small category (15 or fewer) shows everything; a large one
 * drops only its weakest fifth. Example: 10 -> 10, 18 -> 15, 19 -> 16, 100 -> 80.
 */
export function categoryResultCount(matches: number): number {
  const wanted = Math.max(CATEGORY_FILTER_MIN_RESULTS, Math.ceil(matches * CATEGORY_FILTER_SHARE));
  return Math.min(matches, wanted);
}

/**
 * Modules of one category, ranked by featured then rating, cut to `categoryResultCount`.
 * 'All' is not a category here: use `allView` for it.
 */
export function filterByCategory<T extends RankableModule>(modules: readonly T[], category: string): T[] {
  const wanted = category.trim();
  const matches = modules.filter((module) => categoryOf(module) === wanted).sort(compareByFeaturedThenRating);
  return matches.slice(0, categoryResultCount(matches.length));
}

/** Fisher–Yates shuffle into a new array, drawing from `rng`. */
export function shuffle<T>(items: readonly T[], rng: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rng() * (i + 1)));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

/**
 * The 'All' view with no search (spec §9: "top items per category, ranked by featured then rating,
 * about 12 in random order"). Every category contributes its best items in turn (round robin: each
 * category's best, then each one's second best, ...), categories taking turns in the order of their
 * own best item, until 12 are picked or the modules run out; the pick is then shuffled. So with 4
 * categories each gives 3, with 5 the strongest two give 3 and the rest 2, and with more than 12
 * categories the 12 strongest show their best module. Modules without a category form one group.
 */
export function allView<T extends RankableModule>(
  modules: readonly T[],
  rng: RandomSource,
  size: number = ALL_VIEW_SIZE,
): T[] {
  const groups = new Map<string, T[]>();
  for (const module of modules) {
    const key = categoryOf(module);
    const group = groups.get(key);
    if (group) group.push(module);
    else groups.set(key, [module]);
  }
  const ranked = [...groups.values()]
    .map((group) => group.sort(compareByFeaturedThenRating))
    .sort((a, b) => compareByFeaturedThenRating(a[0], b[0]));

  const picked: T[] = [];
  for (let rank = 0; picked.length < size; rank++) {
    const round = ranked.filter((group) => rank < group.length).map((group) => group[rank]);
    if (round.length === 0) break;
    picked.push(...round.slice(0, size - picked.length));
  }
  return shuffle(picked, rng);
}

export interface HeroSelection {
  query: string;
  category: string;
}

/**
 * What the hero strip shows: a search (within the chosen category, if any) when there is a query,
 * else the chosen category, else the 'All' view.
 */
export function selectHeroModules<T extends RankableModule>(
  modules: readonly T[],
  { query, category }: HeroSelection,
  rng: RandomSource,
): T[] {
  const inCategory =
    category === ALL_CATEGORY ? modules : modules.filter((m) => categoryOf(m) === category.trim());
  if (normalizeText(query)) return searchModules(inCategory, query);
  if (category === ALL_CATEGORY) return allView(modules, rng);
  return filterByCategory(modules, category);
}

/**
 * The library showcase grid (spec 1 §2, §9): the chosen category (or everything under 'All'),
 * featured first then by rating, at most 12.
 */
export function showcaseItems<T extends RankableModule>(items: readonly T[], category: string): T[] {
  const pool =
    category === ALL_CATEGORY ? [...items] : items.filter((item) => categoryOf(item) === category.trim());
  return pool.sort(compareByFeaturedThenRating).slice(0, MAX_SHOWCASE_ITEMS);
}
