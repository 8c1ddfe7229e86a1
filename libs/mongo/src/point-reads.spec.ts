import { whereFields } from './index';

describe('whereFields (a document read by id, its state checked as the filter would)', () => {
  const live = { deletedAt: null, removedAt: null } as const;

  it('null matches a null or a missing field, as MongoDB matches { field: null }', () => {
    expect(whereFields({ _id: 1, deletedAt: null, removedAt: null }, live)).toEqual({ _id: 1, deletedAt: null, removedAt: null });
    expect(whereFields({ _id: 1 }, live)).toEqual({ _id: 1 });
    expect(whereFields({ _id: 1, deletedAt: new Date(0), removedAt: null }, live)).toBeNull();
    expect(whereFields({ _id: 1, deletedAt: null, removedAt: new Date(0) }, live)).toBeNull();
  });

  it('{ $ne: null } needs the field present and not null', () => {
    const removed = { deletedAt: null, removedAt: { $ne: null } } as const;
    expect(whereFields({ _id: 1, removedAt: new Date(0) }, removed)).not.toBeNull();
    expect(whereFields({ _id: 1, removedAt: null }, removed)).toBeNull();
    expect(whereFields({ _id: 1 }, removed)).toBeNull();
    expect(whereFields({ _id: 1, deletedAt: new Date(0), removedAt: new Date(0) }, removed)).toBeNull();
  });

  it('a plain value must be equal; nothing read is nothing', () => {
    expect(whereFields({ _id: 1, status: 'open' }, { status: 'open' })).not.toBeNull();
    expect(whereFields({ _id: 1, status: 'closed' }, { status: 'open' })).toBeNull();
    expect(whereFields({ _id: 1 }, { status: 'open' })).toBeNull();
    expect(whereFields(null, live)).toBeNull();
    expect(whereFields(undefined, live)).toBeNull();
  });
});
