import { MODULE_BULK_LABELS as M, SECTION_BULK_LABELS as S } from './catalogue-bulk-labels';

describe('catalogue bulk wording: one confirmation naming the count', () => {
  it('asks in French on the Modules screen', () => {
    expect(M.deleteQuestion(12)).toBe('Supprimer 12 modules ? Ils restent 30 jours dans la corbeille.');
    expect(M.deleteQuestion(1)).toBe('Supprimer 1 module ? Ils restent 30 jours dans la corbeille.');
    expect(M.statusQuestion(3, 'Published')).toBe('Passer 3 modules en Published ?');
    expect(M.selected(2)).toBe('2 modules sélectionnés');
  });

  it('asks in English on the Sections screen', () => {
    expect(S.deleteQuestion(12)).toBe('Delete 12 sections? They stay 30 days in the trash.');
    expect(S.featuredQuestion(1, true)).toBe('Mark 1 section as featured?');
    expect(S.selected(1)).toBe('1 section selected');
  });
});
