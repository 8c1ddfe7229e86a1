import { findByIds, POINT_READS_UP_TO, whereFields } from './index';

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

describe('findByIds (short lists read by { _id }, each once)', () => {
  /** A model whose reads are recorded: findOne gets exactly { _id }, find the $in of a long list. */
  function recordingModel(docs: Array<Record<string, unknown>>) {
    const calls = { byId: [] as unknown[], lists: [] as Record<string, unknown>[], selects: [] as string[] };
    const chain = (result: () => unknown) => {
      const query = { select: (fields: string) => (calls.selects.push(fields), query), lean: () => query, exec: async () => result() };
      return query;
    };
    const model = {
      findOne: (filter: Record<string, unknown>) => {
        expect(Object.keys(filter)).toEqual(['_id']);
        calls.byId.push(filter._id);
        return chain(() => docs.find((doc) => doc._id === filter._id) ?? null);
      },
      find: (filter: Record<string, unknown>) => {
        calls.lists.push(filter);
        return chain(() => docs);
      },
    };
    return { model: model as never, calls };
  }

  it('reads each id of a short list once by { _id } and keeps the documents whose state matches', async () => {
    const { model, calls } = recordingModel([{ _id: 'a', deletedAt: null }, { _id: 'b', deletedAt: new Date(0) }]);
    const found = await findByIds(model, ['a', 'b', 'a', 'missing', undefined], { where: { deletedAt: null } });
    expect(found).toEqual([{ _id: 'a', deletedAt: null }]);
    expect(calls.byId.sort()).toEqual(['a', 'b', 'missing']);
    expect(calls.lists).toEqual([]);
  });

  it('an inclusion projection also reads the fields the state check needs; an exclusion one is kept as it is', async () => {
    const { model, calls } = recordingModel([{ _id: 'a' }]);
    await findByIds(model, ['a'], { where: { removedAt: null }, select: 'userId usage' });
    await findByIds(model, ['a'], { select: '-templateCode' });
    expect(calls.selects).toEqual(['userId usage removedAt', '-templateCode']);
  });

  it(`a list longer than ${POINT_READS_UP_TO} goes as one $in query with the state in the filter`, async () => {
    const { model, calls } = recordingModel([]);
    const ids = Array.from({ length: POINT_READS_UP_TO + 1 }, (_, i) => `id-${i}`);
    await findByIds(model, ids, { where: { deletedAt: null } });
    expect(calls.byId).toEqual([]);
    expect(calls.lists).toEqual([{ _id: { $in: ids }, deletedAt: null }]);
    expect(await findByIds(model, [])).toEqual([]);
  });
});
