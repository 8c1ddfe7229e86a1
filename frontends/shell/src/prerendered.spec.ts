import { afterFirstPaint, enableDeferredStylesheets, PRERENDER_STATE_ID, readPrerendered } from './prerendered';
import { STORED_TOKEN_KEY } from './user-area';

function page(path: string | null, json: string | null = '{"queries":[]}') {
  document.head.innerHTML = '<link rel="stylesheet" href="/main.css" media="print" data-deferred-stylesheet>';
  document.body.innerHTML =
    `<div id="root"${path === null ? '' : ` data-prerendered="${path}"`}><main>page</main></div>` +
    (json === null ? '' : `<script type="application/json" id="${PRERENDER_STATE_ID}">${json}</script>`);
}
const noToken = { getItem: () => null };

describe('readPrerendered', () => {
  it('returns the query cache of the page rendered for this path', () => {
    page('/auth');
    expect(readPrerendered(document, { pathname: '/auth', search: '' }, noToken)).toEqual({ path: '/auth', state: { queries: [] } });
  });

  it('is null (the app renders afresh) for another path, a query string, a stored session, a plain document or unreadable data', () => {
    page('/');
    expect(readPrerendered(document, { pathname: '/auth', search: '' }, noToken)).toBeNull();
    expect(readPrerendered(document, { pathname: '/', search: '?ref=ABC' }, noToken)).toBeNull();
    expect(readPrerendered(document, { pathname: '/', search: '' }, { getItem: (key) => (key === STORED_TOKEN_KEY ? 'token' : null) })).toBeNull();
    page(null);
    expect(readPrerendered(document, { pathname: '/', search: '' }, noToken)).toBeNull();
    page('/', '{not json');
    expect(readPrerendered(document, { pathname: '/', search: '' }, noToken)).toBeNull();
    page('/', null);
    expect(readPrerendered(document, { pathname: '/', search: '' }, noToken)).toBeNull();
  });
});

describe('enableDeferredStylesheets', () => {
  it('switches the print-only stylesheets of a prerendered document on', () => {
    page('/');
    enableDeferredStylesheets(document);
    const link = document.querySelector('link')!;
    expect(link.media).toBe('all');
    expect(link.hasAttribute('data-deferred-stylesheet')).toBe(false);
  });
});

describe('afterFirstPaint', () => {
  /** A window whose frames and tasks run when the test says. */
  function frames() {
    const rafs: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => (rafs.push(() => callback(0)), rafs.length),
      setTimeout: ((callback: () => void) => (tasks.push(callback), tasks.length)) as unknown as Window['setTimeout'],
    };
    return { win, frame: () => rafs.splice(0).forEach((run) => run()), task: () => tasks.splice(0).forEach((run) => run()) };
  }
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('on a prerendered page, resolves only after the next frame has been painted (a task queued from its frame callback)', async () => {
    page('/');
    const { win, frame, task } = frames();
    const painted = afterFirstPaint(document, win);
    expect(await settled(painted)).toBe(false);
    task(); // no frame yet: nothing was queued
    expect(await settled(painted)).toBe(false);
    frame(); // the frame's callback runs before its paint...
    expect(await settled(painted)).toBe(false);
    task(); // ...the task it queued after it
    expect(await settled(painted)).toBe(true);
  });

  it('resolves at once on a document that was not prerendered (nothing to paint first)', async () => {
    page(null);
    const { win } = frames();
    expect(await settled(afterFirstPaint(document, win))).toBe(true);
  });
});
