import { CatalogueErrors } from './catalogue.errors';

describe('CatalogueErrors (issue #27 item 4)', () => {
  it.each(Object.keys(CatalogueErrors))('%s has a message for people, not its code', (code) => {
    const error = CatalogueErrors[code as keyof typeof CatalogueErrors]();
    expect(error.message).not.toBe(code);
    expect(error.message).not.toMatch(/^[A-Z0-9_]+$/);
  });
});
