import { lockedForUser } from './downgrade-rules';

const end = {
  lockedModules: [
    { _id: 'm1', slug: 'hero', title: 'Hero Banner' },
    { _id: 'm2', slug: 'faq', title: '' },
    { _id: 'm3', slug: 'timer', title: 'Countdown' },
  ],
  lockedSections: [{ _id: 's1', slug: 'footer', title: 'Mega Footer' }],
};

describe('lockedForUser', () => {
  it("names the locked items of the user's library (slug when untitled) and counts the rest", () => {
    expect(lockedForUser(end, { moduleIds: ['m2', 'm3', 'zz'], sectionIds: ['s1'] })).toEqual({
      inLibrary: [
        { _id: 'm2', title: 'faq', kind: 'Module' },
        { _id: 'm3', title: 'Countdown', kind: 'Module' },
        { _id: 's1', title: 'Mega Footer', kind: 'Section' },
      ],
      others: 1,
    });
  });
  it('does not mix a module id with a section id', () => {
    expect(lockedForUser(end, { moduleIds: ['s1'], sectionIds: ['m1'] })).toEqual({ inLibrary: [], others: 4 });
  });
  it('locks nothing when the free plan includes everything', () => {
    expect(lockedForUser({ lockedModules: [], lockedSections: [] }, { moduleIds: ['m1'], sectionIds: [] })).toEqual({ inLibrary: [], others: 0 });
  });
});
