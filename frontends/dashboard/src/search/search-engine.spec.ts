/**
 * The search engine loads on its own, after the first screen (issue 26 item 3): until it is here a search answers
 * undefined (its page says it is searching), a failed load is tried again, and a page renders again once it has come.
 */
type Modules = { engine: typeof import('./search-engine'); search: typeof import('./catalogue-search'); rtl: typeof import('@testing-library/react/pure') };

/** Fresh copies of the two modules (the engine is loaded once per page, module state), with the React they render with. */
function freshModules(): Modules {
  let modules!: Modules;
  jest.isolateModules(() => {
    modules = { engine: require('./search-engine'), search: require('./catalogue-search'), rtl: require('@testing-library/react/pure') };
  });
  return modules;
}

const items = [
  { title: 'Newsletter Pop-up', description: '', category: 'marketing' },
  { title: 'Sticky Header', description: '', category: 'header' },
];

afterEach(() => jest.dontMock('minisearch'));

describe('the search engine, loaded after the first screen', () => {
  it('answers undefined for a search until the engine is here, every item for no search at once, then the results', async () => {
    const { engine, search } = freshModules();
    const index = search.createCatalogueSearch(items);
    expect(index.search('')).toEqual(items);
    expect(engine.loadedSearchEngine()).toBeUndefined();
    expect(index.search('popup')).toBeUndefined(); // asks for the engine
    await engine.loadSearchEngine();
    expect(index.search('popup')).toEqual([items[0]]);
  });

  it('prepare() loads the engine and builds the index before a first query', async () => {
    const { engine, search } = freshModules();
    const index = search.createCatalogueSearch(items);
    await index.prepare();
    expect(engine.loadedSearchEngine()).toBeDefined();
    expect(index.search('sticky')).toEqual([items[1]]);
  });

  it('useSearchEngine: loads when a search is wanted and renders again when it arrives', async () => {
    const { engine, rtl } = freshModules();
    const { renderHook, waitFor } = rtl;
    const { result, rerender } = renderHook(({ wanted }) => engine.useSearchEngine(wanted), { initialProps: { wanted: false } });
    expect(result.current).toMatchObject({ ready: false, failed: false });
    expect(engine.loadedSearchEngine()).toBeUndefined(); // nothing typed: not loaded by the hook
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.ready).toBe(true));
    rtl.cleanup();
  });

  it('useSearchEngine: reports a failed load, and retry loads it again', async () => {
    jest.doMock('minisearch', () => {
      throw new Error('ChunkLoadError: Loading chunk search-engine failed');
    });
    const { engine, rtl } = freshModules();
    const { act, renderHook, waitFor } = rtl;
    const { result } = renderHook(() => engine.useSearchEngine(true));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.ready).toBe(false);
    jest.dontMock('minisearch');
    jest.resetModules(); // the next require of minisearch is the real one
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.failed).toBe(false);
    rtl.cleanup();
  });
});
