import { adminModuleRoutes, adminTicketRoutes, libraryModuleRoutes, storeRoutes, supportTicketRoutes, themeFileRoutes, userRoutes } from '@liquify/contracts/routes';
import { ApiClient, ApiError, attachmentFileName } from './api-client';
import { routeKey, routePath } from './call-route';

interface Call {
  url: string;
  init: RequestInit;
}

function client(answer: () => Response) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer();
  }) as typeof fetch;
  return { api: new ApiClient({ apiBase: '/api', fetch: fetchImpl, getToken: () => 'tok' }), calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('routePath', () => {
  it('fills and URI-encodes the path parameters, under the API base', () => {
    expect(routePath(libraryModuleRoutes.get, { id: 'a/b c' })).toBe('/user-modules/a%2Fb%20c');
    expect(routePath(libraryModuleRoutes.list)).toBe('/user-modules/library');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => routePath(libraryModuleRoutes.get, {})).toThrow("GET /api/user-modules/{id}: parameter 'id' is missing");
    expect(() => routePath(libraryModuleRoutes.get, { id: '' })).toThrow('missing');
  });
});

describe('ApiClient.callRoute', () => {
  it("sends the route's method to its path with the body as JSON and the bearer token", async () => {
    const { api, calls } = client(() => json(201, { success: true, data: { _id: 'e1' } }));
    const answer = await api.callRoute(libraryModuleRoutes.add, { body: { moduleId: 'm1' } });
    expect(answer.data._id).toBe('e1');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/user-modules/add');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify({ moduleId: 'm1' }));
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends the query, skipping empty filters', async () => {
    const { api, calls } = client(() => json(200, { success: true, data: [] }));
    await api.callRoute(adminModuleRoutes.list, { query: { page: 2, search: '', status: 'published' } });
    expect(calls[0].url).toBe('/api/admin/modules?page=2&status=published');
    expect(calls[0].init.method).toBe('GET');
  });

  it('maps a failure by the general rule', async () => {
    const { api } = client(() => json(404, { success: false, error: 'Store not found' }));
    await expect(api.callRoute(storeRoutes.get, { params: { id: 's1' } })).rejects.toMatchObject({ message: 'Store not found', status: 404 });
  });

  it('callEnvelope rejects `success: false` on an OK status', async () => {
    const { api } = client(() => json(200, { success: false, error: 'Nope' }));
    await expect(api.callEnvelope(supportTicketRoutes.list)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('ApiClient.downloadRoute', () => {
  it("fetches the route's file with the bearer token and the non-empty filters, as a Blob", async () => {
    const { api, calls } = client(() => new Response('title,slug\nHero,hero\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const { blob } = await api.downloadRoute(adminTicketRoutes.export, { query: { search: 'refund', status: undefined, page: '' } });
    expect(await blob.text()).toBe('title,slug\nHero,hero\n');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/admin/support/tickets/export?search=refund');
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('maps a refusal by the general rule', async () => {
    const { api } = client(() => json(403, { success: false, error: 'Access denied' }));
    await expect(api.downloadRoute(userRoutes.export)).rejects.toMatchObject({ message: 'Access denied', status: 403 });
  });

  it("sends a POST route's body as JSON and answers the file name of its Content-Disposition", async () => {
    const zip = new Response('PK-bytes', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="main-street.zip"' } });
    const { api, calls } = client(() => zip);
    const body = { storeName: 'Main Street', modules: ['m1'], sections: ['s1'] };
    const file = await api.downloadRoute(themeFileRoutes.themeBundle, { body });
    expect(file.fileName).toBe('main-street.zip');
    expect(await file.blob.text()).toBe('PK-bytes');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/user-library/theme-bundle');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(JSON.stringify(body));
    expect(calls[0].init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer tok' });
  });

  it('fills the path of a GET file route, sends no body, and answers no file name when the server gives none', async () => {
    const { api, calls } = client(() => new Response('{% schema %}{% endschema %}', { status: 200 }));
    const file = await api.downloadRoute(themeFileRoutes.sectionFile, { params: { id: 'e 1' } });
    expect(file.fileName).toBeUndefined();
    expect(calls[0].url).toBe('/api/user-sections/e%201/download');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.body).toBeUndefined();
  });

  it("raises the server's reason for a refused file (a locked entry), and 'Network error' when the server cannot be reached", async () => {
    const locked = client(() => json(403, { success: false, error: 'Unlock this section to download it' }));
    await expect(locked.api.downloadRoute(themeFileRoutes.themeBundle, { body: { storeName: 'S', modules: [], sections: ['s1'] } })).rejects.toMatchObject({ status: 403, serverMessage: 'Unlock this section to download it' });
    const offline = client(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.api.downloadRoute(themeFileRoutes.sectionFile, { params: { id: 'e1' } })).rejects.toMatchObject({ message: 'Network error', failure: { kind: 'network' } });
  });
});

describe('attachmentFileName', () => {
  it('reads the file name of a Content-Disposition, quoted or not', () => {
    expect(attachmentFileName('attachment; filename="hero-banner.liquid"')).toBe('hero-banner.liquid');
    expect(attachmentFileName('attachment; filename=theme.zip')).toBe('theme.zip');
    expect(attachmentFileName('attachment;filename = "a b.csv"')).toBe('a b.csv');
    expect(attachmentFileName('attachment; FILENAME="Upper.zip"; size=3')).toBe('Upper.zip');
  });

  it('skips the extended filename* parameter for the plain one', () => {
    expect(attachmentFileName("attachment; filename*=UTF-8''caf%C3%A9.zip; filename=\"cafe.zip\"")).toBe('cafe.zip');
  });

  it('answers undefined without a header, without a name, or with an empty one', () => {
    expect(attachmentFileName(null)).toBeUndefined();
    expect(attachmentFileName(undefined)).toBeUndefined();
    expect(attachmentFileName('inline')).toBeUndefined();
    expect(attachmentFileName('attachment; filename=""')).toBeUndefined();
    expect(attachmentFileName('attachment; myfilename="x.zip"')).toBeUndefined();
  });
});

describe('routeKey', () => {
  it('starts every key of a route with its path template, then params and query', () => {
    expect(routeKey(libraryModuleRoutes.list)).toEqual(['/api/user-modules/library']);
    expect(routeKey(libraryModuleRoutes.get, { id: 'e1' })).toEqual(['/api/user-modules/{id}', { id: 'e1' }]);
    expect(routeKey(adminModuleRoutes.list, undefined, { page: 1 })).toEqual(['/api/admin/modules', {}, { page: 1 }]);
  });
});
