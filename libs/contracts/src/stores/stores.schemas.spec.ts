import {
  pickableQuerySchema,
  storeAddModuleRequestSchema,
  storeCreateRequestSchema,
  storeListQuerySchema,
  storeUpdateRequestSchema,
} from './stores.schemas';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('store create request', () => {
  it('fills the defaults: empty description, colour #6366f1, icon store', () => {
    expect(storeCreateRequestSchema.parse({ name: '  Main  ' })).toEqual({
      name: 'Main',
      description: '',
      color: '#6366f1',
      icon: 'store',
    });
  });
  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: null }]])(
    'answers "Please enter a name for your store." for %p',
    (body) => {
      expect(firstError(storeCreateRequestSchema.safeParse(body))).toBe(
        'Please enter a name for your store.',
      );
    },
  );
  it('refuses a colour that is not hex', () => {
    expect(firstError(storeCreateRequestSchema.safeParse({ name: 'x', color: 'blue' }))).toBe(
      'Color must be a hex colour such as #6366f1',
    );
  });
  it('falls back to the store icon for an unknown icon', () => {
    expect(storeCreateRequestSchema.parse({ name: 'x', icon: 'rocket' }).icon).toBe('store');
  });
  it('refuses a name over 100 characters', () => {
    expect(firstError(storeCreateRequestSchema.safeParse({ name: 'x'.repeat(101) }))).toBe(
      'Store name must be at most 100 characters long',
    );
  });
});

describe('store update request', () => {
  it('keeps only the fields sent', () =>
    expect(storeUpdateRequestSchema.parse({ color: '#ABC' })).toEqual({ color: '#abc' }));
  it('refuses a blank name', () =>
    expect(firstError(storeUpdateRequestSchema.safeParse({ name: ' ' }))).toBe(
      'Please enter a name for your store.',
    ));
  it('refuses an empty change', () =>
    expect(firstError(storeUpdateRequestSchema.safeParse({ _id: 'x' }))).toMatch(/^Nothing to update/));
});

describe('item and list queries', () => {
  it('requires moduleId', () =>
    expect(firstError(storeAddModuleRequestSchema.safeParse({}))).toBe('moduleId is required'));
  it('defaults the list sort to all', () =>
    expect(storeListQuerySchema.parse({})).toEqual({ search: undefined, sort: 'all' }));
  it('refuses an unknown sort', () =>
    expect(firstError(storeListQuerySchema.safeParse({ sort: 'size' }))).toBe(
      'sort must be one of all, recent, name, items',
    ));
  it('picker: kind is required, filter defaults to all, limit to 100', () => {
    expect(firstError(pickableQuerySchema.safeParse({}))).toBe('kind must be module or section');
    expect(pickableQuerySchema.parse({ kind: 'section' })).toMatchObject({
      kind: 'section',
      filter: 'all',
      limit: 100,
    });
  });
  it('picker: limit is 1 to 100', () => {
    expect(firstError(pickableQuerySchema.safeParse({ kind: 'module', limit: '101' }))).toBe(
      'limit must be an integer from 1 to 100',
    );
    expect(pickableQuerySchema.parse({ kind: 'module', limit: '5' }).limit).toBe(5);
  });
});
