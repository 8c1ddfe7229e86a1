import { OutboxCleanUps } from './outbox-clean-ups';

/** A clean-up the test finishes (or fails) by hand. */
function manual() {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  return {
    work: () => {
      started = true;
      return done;
    },
    finish,
    fail,
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('OutboxCleanUps', () => {
  it('runs at most its concurrency at once, the rest as earlier ones end', async () => {
    const cleanUps = new OutboxCleanUps(2);
    const jobs = [manual(), manual(), manual()];
    jobs.forEach((job, i) => cleanUps.add([`k${i}`], job.work));
    expect(jobs.map((j) => j.started)).toEqual([true, true, false]);
    jobs[1].finish();
    await tick();
    expect(jobs[2].started).toBe(true);
    jobs[0].finish();
    jobs[2].finish();
    await cleanUps.idle();
    expect(cleanUps.busy).toBe(false);
  });

  it('names the events published while their clean-up is to come, and for memoryMs after it (a read made just before still finds them)', async () => {
    const cleanUps = new OutboxCleanUps(1, 50);
    const first = manual();
    const second = manual();
    cleanUps.add(['0000-a', '0001-b'], first.work);
    cleanUps.add(['0000-c'], second.work); // queued behind the first
    expect(['0000-a', '0001-b', '0000-c', '0000-z'].map((key) => cleanUps.isPublished(key))).toEqual([true, true, true, false]);
    first.finish();
    await tick();
    expect(['0000-a', '0001-b', '0000-c'].map((key) => cleanUps.isPublished(key))).toEqual([true, true, true]);
    expect(cleanUps.isPublished('0000-a', Date.now() + 60)).toBe(false); // past its memory
    expect(cleanUps.isPublished('0000-c', Date.now() + 60)).toBe(true); // its clean-up is still to come
    second.finish();
    await cleanUps.idle();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(['0000-a', '0000-c'].map((key) => cleanUps.isPublished(key))).toEqual([false, false]);
  });

  it('idle resolves at once when nothing runs, else once the last clean-up has ended', async () => {
    const cleanUps = new OutboxCleanUps(4);
    await cleanUps.idle();
    const job = manual();
    cleanUps.add(['k'], job.work);
    let idle = false;
    void cleanUps.idle().then(() => (idle = true));
    await tick();
    expect(idle).toBe(false);
    job.finish();
    await tick();
    expect(idle).toBe(true);
  });

  it('forgets the events of a failed clean-up (its work calls forget): they are to be published again', async () => {
    const cleanUps = new OutboxCleanUps(2);
    const failing = manual();
    cleanUps.add(['0000-a'], () =>
      failing.work().catch(() => {
        cleanUps.forget(['0000-a']);
      }),
    );
    cleanUps.add(['0000-b'], async () => undefined);
    failing.fail(new Error('FerretDB busy'));
    await cleanUps.idle();
    expect(cleanUps.isPublished('0000-a')).toBe(false);
    expect(cleanUps.isPublished('0000-b')).toBe(true);
    expect(cleanUps.busy).toBe(false);
  });
});
