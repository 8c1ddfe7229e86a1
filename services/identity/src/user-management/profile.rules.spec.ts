import { nameAfterProfileSave } from './profile.rules';

describe('nameAfterProfileSave', () => {
  it('takes the new full name, trimmed', () => {
    expect(nameAfterProfileSave('Ada', 'Ada King')).toBe('Ada King');
    expect(nameAfterProfileSave('Ada', '  Ada King  ')).toBe('Ada King');
  });
  it('keeps the name when the full name is empty or not sent', () => {
    expect(nameAfterProfileSave('Ada', '')).toBe('Ada');
    expect(nameAfterProfileSave('Ada', '   ')).toBe('Ada');
    expect(nameAfterProfileSave('Ada', undefined)).toBe('Ada');
  });
});
