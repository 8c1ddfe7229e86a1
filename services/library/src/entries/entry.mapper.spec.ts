import { libraryModuleCardSchema, libraryModuleSchema, librarySectionCardSchema, librarySectionSchema } from '@liquify/contracts';
import { Types } from 'mongoose';
import type { CatalogueItemDoc } from '../read-models/read-models.schema';
import type { EntryDoc } from '../entry-store/entry.schema';
import { toModuleCardDto, toModuleDto, toSectionCardDto, toSectionDto } from './entry.mapper';

const NOW = Date.parse('2026-11-27T12:00:00Z');

/** A module entry as a customer holds it: a seed-like card and `codeBytes` of template and rendered code. */
function entry(i: number, kind: 'module' | 'section', codeBytes: number): EntryDoc {
  const slug = `back-to-top-progress-ring-${i}`;
  const code = `<div class="x">${'a'.repeat(Math.max(0, codeBytes - 20))}</div>`;
  return {
    _id: new Types.ObjectId(),
    userId: 'u'.repeat(24),
    kind,
    catalogueId: new Types.ObjectId().toHexString(),
    uniqueKey: `u:${kind}:${i}`,
    title: `Back to Top Progress Ring ${i}`,
    description: 'A round button that fades in after scrolling and glides shoppers back to the top of long pages.',
    slug,
    category: 'back-to-top',
    thumbnail: `/api/catalogue-assets/thumbnails/modules/${slug}.svg`,
    featured: false,
    templateCode: code,
    variables: [{ name: 'heading', label: 'Heading', type: 'text', defaultValue: 'Hello' }],
    customValues: { heading: 'Mine' },
    code,
    templateVersion: 'v1',
    skippedVersion: null,
    previous: { templateCode: code, variables: [], customValues: {}, code, templateVersion: 'v0' },
    usageCount: 1234,
    usage: { days: { '2026-11-27': 12 }, topDomains: [{ domain: 'shop.example.com', loads: 12 }] },
    snippetTokenHash: 'f'.repeat(64),
    createdAt: new Date(NOW - 86_400_000),
    updatedAt: new Date(NOW),
  } as unknown as EntryDoc;
}

const item = (e: EntryDoc) => ({ itemId: e.catalogueId, kind: e.kind, slug: e.slug, title: e.title, category: e.category, thumbnail: e.thumbnail, featured: false, status: 'published', templateVersion: 'v1', deletedAt: null }) as unknown as CatalogueItemDoc;
const context = (e: EntryDoc) => ({ lock: null, item: item(e), now: NOW });
const listBytes = (data: unknown[]) => Buffer.byteLength(JSON.stringify({ success: true, data }));

describe('library list cards (issue 26 item 4: lists carry what a list shows)', () => {
  it('a module card is the entry without its code, template, variables and values, and meets its contract', () => {
    const e = entry(1, 'module', 4000);
    const card = toModuleCardDto(e, context(e));
    expect(libraryModuleCardSchema.strict().parse(card)).toEqual(card);
    for (const field of ['code', 'templateCode', 'variables', 'customValues', 'module', 'canRollback']) expect(card).not.toHaveProperty(field);
    // The entry's own answer (the editor's) still has everything, and agrees with the card on what both carry.
    const full = libraryModuleSchema.strict().parse(toModuleDto(e, context(e)));
    expect(full).toMatchObject({ ...card, code: e.code, templateCode: e.templateCode, customValues: e.customValues, canRollback: true });
  });

  it('a section card is the entry without its code, template, settings and values, and meets its contract', () => {
    const e = entry(1, 'section', 4000);
    const card = toSectionCardDto(e, context(e));
    expect(librarySectionCardSchema.strict().parse(card)).toEqual(card);
    for (const field of ['code', 'templateCode', 'variables', 'customValues', 'section', 'user', 'status']) expect(card).not.toHaveProperty(field);
    expect(librarySectionSchema.strict().parse(toSectionDto(e, context(e)))).toMatchObject({ ...card, code: e.code });
  });

  it("a list of 200 weighs the same whatever the entries' code", () => {
    const small = Array.from({ length: 200 }, (_, i) => entry(i, 'module', 0));
    const large = Array.from({ length: 200 }, (_, i) => entry(i, 'module', 8000));
    const cards = (entries: EntryDoc[]) => entries.map((e) => toModuleCardDto(e, context(e)));
    expect(listBytes(cards(large))).toBe(listBytes(cards(small)));
    // With the code, the same list weighed over 3 MB.
    expect(listBytes(large.map((e) => toModuleDto(e, context(e))))).toBeGreaterThan(3_000_000);
  });
});
