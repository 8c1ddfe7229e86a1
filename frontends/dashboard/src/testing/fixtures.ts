/** Library and catalogue answers as the contracts shape them, for component tests. */
import type { LibraryModule, LibraryModuleCard, LibrarySection, LibrarySectionCard } from '../api/library';

let n = 0;
const id = () => (++n).toString(16).padStart(24, 'a');

export function libraryModule(over: Partial<LibraryModule> = {}): LibraryModule {
  const _id = over._id ?? id();
  return {
    _id,
    moduleId: 'b'.repeat(24),
    module: { _id: 'b'.repeat(24), slug: 'sticky-header', title: 'Sticky Header', category: 'header', thumbnail: '', featured: false },
    title: 'Sticky Header',
    description: 'A header that stays on top',
    slug: 'sticky-header',
    category: 'header',
    thumbnail: '',
    featured: false,
    usageCount: 0,
    code: '<div style="color:#ff0000">Hello</div>',
    templateCode: '<div style="color:{color:Text colour:#ff0000}">{text:Greeting:Hello}</div>',
    variables: [
      { name: 'Text colour', type: 'color', label: 'Text colour', defaultValue: '#ff0000' },
      { name: 'Greeting', type: 'text', label: 'Greeting', defaultValue: 'Hello' },
    ],
    customValues: {},
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    locked: false,
    lockReason: null,
    retired: false,
    updateAvailable: false,
    canRollback: false,
    hasRemoteSnippet: false,
    usage: { loads: 0, topDomains: [] },
    ...over,
  };
}

export function librarySection(over: Partial<LibrarySection> = {}): LibrarySection {
  const _id = over._id ?? id();
  return {
    _id,
    user: 'u1',
    sectionId: 'c'.repeat(24),
    section: { _id: 'c'.repeat(24), slug: 'hero-banner', title: 'Hero Banner', category: 'hero', thumbnail: '', featured: false },
    title: 'Hero Banner',
    description: 'A big hero',
    slug: 'hero-banner',
    category: 'hero',
    thumbnail: '',
    featured: false,
    code: '<section>{{ section.settings.heading }}</section>',
    templateCode: '<section>{{ section.settings.heading }}</section>',
    status: 'active',
    variables: [],
    customValues: {},
    usageCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    locked: false,
    lockReason: null,
    retired: false,
    ...over,
  };
}

/** A module as the library list answers it: no code, template, variables or values (issue 26 item 4). */
export function libraryModuleCard(over: Partial<LibraryModule> = {}): LibraryModuleCard {
  const { module: _ref, code: _code, templateCode: _template, variables: _variables, customValues: _values, canRollback: _rollback, ...card } = libraryModule(over);
  return card;
}

/** A section as the library list answers it: no code, template, settings or values. */
export function librarySectionCard(over: Partial<LibrarySection> = {}): LibrarySectionCard {
  const { user: _user, section: _ref, code: _code, templateCode: _template, status: _status, variables: _variables, customValues: _values, ...card } = librarySection(over);
  return card;
}
