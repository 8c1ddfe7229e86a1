import { bulkIdsSchema, bulkMessage, runBulk } from './bulk';

class Refused extends Error {
  getStatus() {
    return 403;
  }
}

describe('bulk actions', () => {
  it('handles every id, reporting refusals and unexpected failures per id without stopping', async () => {
    const done: string[] = [];
    const outcome = await runBulk(['a', 'b', 'c', 'd'], async (id) => {
      if (id === 'b') throw new Refused('You cannot change your own role');
      if (id === 'c') throw new Error('socket hang up');
      done.push(id);
    });
    expect(done).toEqual(['a', 'd']);
    expect(outcome).toEqual({
      succeeded: 2,
      failed: 2,
      results: [
        { id: 'a', ok: true },
        { id: 'b', ok: false, status: 403, error: 'You cannot change your own role' },
        { id: 'c', ok: false, status: 500, error: 'Unexpected error' },
        { id: 'd', ok: true },
      ],
    });
  });

  it('says how many were done and how many refused', () => {
    expect(bulkMessage({ succeeded: 4, failed: 0 }, 'updated')).toBe('4 updated');
    expect(bulkMessage({ succeeded: 3, failed: 1 }, 'deleted')).toBe('3 of 4 deleted; 1 refused');
  });

  it('takes 1 to 100 ids, once each', () => {
    expect(bulkIdsSchema.parse(['a', 'a', 'b'])).toEqual(['a', 'b']);
    expect(bulkIdsSchema.safeParse([]).success).toBe(false);
    expect(bulkIdsSchema.safeParse(Array.from({ length: 101 }, (_, i) => String(i))).success).toBe(false);
  });
});
