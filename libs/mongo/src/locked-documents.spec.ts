import { acquireDocumentLock, withLockedDocuments, type DocumentLockFn } from './serialize-document-writes';

/** A cross-replica lock as the services' Redis locks behave: one holder per id, the others wait in turn. */
function fakeLocks(log: string[]) {
  const held = new Map<string, Promise<void>>();
  const lock: DocumentLockFn = async (id, work) => {
    const previous = held.get(id) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    held.set(id, previous.then(() => mine));
    await previous;
    log.push(`lock ${id}`);
    try {
      await work();
    } finally {
      log.push(`unlock ${id}`);
      release();
    }
  };
  return lock;
}

describe('withLockedDocuments', () => {
  it('takes each lock once, in id order, then the write queues, and answers what the work answered', async () => {
    const log: string[] = [];
    const result = await withLockedDocuments('users', ['c', 'a', 'b', 'a'], fakeLocks(log), async () => {
      // Inside the work, each document's place in this process's queue is held: a single write waits for it.
      const queued = acquireDocumentLock('users:b').then((release) => {
        log.push('single write of b');
        release();
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push('work');
      return { queued, matched: 3 };
    });
    await result.queued;
    expect(result.matched).toBe(3);
    expect(log.filter((line) => line !== 'single write of b')).toEqual(['lock a', 'lock b', 'lock c', 'work', 'unlock c', 'unlock b', 'unlock a']);
    // The single write waited for the bulk work's end (it does not wait for the other replicas' locks: it is its own).
    expect(log.indexOf('single write of b')).toBeGreaterThan(log.indexOf('work'));
  });

  it('two holders of overlapping documents, named in opposite orders, both finish', async () => {
    const log: string[] = [];
    const lock = fakeLocks(log);
    const done: string[] = [];
    await Promise.all([
      withLockedDocuments('entries', ['x', 'y', 'z'], lock, async () => void done.push('first')),
      withLockedDocuments('entries', ['z', 'y', 'x'], lock, async () => void done.push('second')),
    ]);
    expect(done.sort()).toEqual(['first', 'second']);
  });

  it('a failed work releases every lock and queue it held', async () => {
    const log: string[] = [];
    const lock = fakeLocks(log);
    await expect(withLockedDocuments('entries', ['p', 'q'], lock, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(log).toEqual(['lock p', 'lock q', 'unlock q', 'unlock p']);
    await expect(withLockedDocuments('entries', ['q', 'p'], lock, async () => 'again')).resolves.toBe('again');
  });
});
