import { buildOpenApiDocument } from '../openapi/registry';
import { LibraryMessages as M } from './library.constants';
import { libraryRoutes, remoteSnippetPath } from './library.routes';
import {
  addModuleRequestSchema,
  addSectionRequestSchema,
  adminLibraryStatsQuerySchema,
  saveModuleRequestSchema,
  saveSectionRequestSchema,
} from './library.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('library request schemas', () => {
  it('refuses an add without moduleId with "Module ID is required"', () => {
    expect(firstMessage(addModuleRequestSchema.safeParse({}))).toBe(M.moduleIdRequired);
    expect(firstMessage(addModuleRequestSchema.safeParse({ moduleId: 'nope' }))).toBe('must be a valid id');
    expect(addModuleRequestSchema.parse({ moduleId: ' 0123456789abcdef01234567 ' }).moduleId).toBe('0123456789abcdef01234567');
  });

  it('takes a section by {sectionId} or {sectionSlug}, else "Section ID is required"', () => {
    expect(addSectionRequestSchema.safeParse({ sectionSlug: 'hero-banner' }).success).toBe(true);
    expect(addSectionRequestSchema.safeParse({ sectionId: '0123456789abcdef01234567' }).success).toBe(true);
    expect(firstMessage(addSectionRequestSchema.safeParse({}))).toBe(M.sectionIdRequired);
  });

  it('saves a module with {customValues}, {title} or {description}; a blank title is refused', () => {
    expect(saveModuleRequestSchema.safeParse({ customValues: { a: 'x', b: 3, c: true } }).success).toBe(true);
    expect(saveModuleRequestSchema.parse({ title: '  Hello  ' }).title).toBe('Hello');
    expect(saveModuleRequestSchema.safeParse({ description: '' }).success).toBe(true);
    expect(firstMessage(saveModuleRequestSchema.safeParse({ title: '   ' }))).toBe(M.titleRequired);
    expect(firstMessage(saveModuleRequestSchema.safeParse({}))).toBe(M.saveBodyInvalid);
    expect(saveModuleRequestSchema.safeParse({ customValues: { a: { nested: 1 } } }).success).toBe(false);
  });

  it('trims a section save {title, code} (doc 2 §5)', () => {
    expect(saveSectionRequestSchema.parse({ title: ' T ', code: '\n<div></div>\n' })).toEqual({ title: 'T', code: '<div></div>' });
    expect(firstMessage(saveSectionRequestSchema.safeParse({}))).toBe(M.sectionSaveBodyInvalid);
  });

  it('checks the admin stats range: from before to, at most 366 days', () => {
    expect(adminLibraryStatsQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31T23:59:59Z' }).success).toBe(true);
    expect(firstMessage(adminLibraryStatsQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toBe(M.statsRangeInvalid);
    expect(firstMessage(adminLibraryStatsQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-01' }))).toBe(M.statsRangeTooLong);
    expect(firstMessage(adminLibraryStatsQuerySchema.safeParse({ from: 'yesterday' }))).toBe('from must be an ISO date');
  });
});

describe('library routes', () => {
  it('declares the public snippet route and every other route signed-in or admin', () => {
    const snippet = libraryRoutes.find((r) => r.path === '/api/remote-modules/snippet/{token}');
    expect(snippet?.access).toBe('public');
    expect(remoteSnippetPath('lq_abc')).toBe('/api/remote-modules/snippet/lq_abc');
    for (const route of libraryRoutes.filter((r) => !r.path.startsWith('/api/remote-modules/snippet/'))) {
      expect(route.access).toBe(route.path.startsWith('/api/admin/') ? 'admin' : 'user');
    }
    expect(buildOpenApiDocument({ title: 't', version: '1' }).paths['/api/user-modules/{id}']).toBeDefined();
  });
});
