import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PREVIEW_FRAME_READY, PREVIEW_FRAME_SHOW } from '@liquify/contracts';
import userEvent from '@testing-library/user-event';
import { baseRoutes, fail, ok, renderAdmin } from '../../testing/render-admin';
import AdminApp from '../../app/AdminApp';
import ModuleEditorPage from './ModuleEditorPage';

// CodeMirror needs a real layout; here the editor is its textarea stand-in, with the same value, change and
// selection callbacks (the browser e2e drives the real one).
jest.mock('../../../../../libs/ui/src/code-editor/CodeEditor', () => {
  const { PlainCodeEditor } = jest.requireActual('../../../../../libs/ui/src/code-editor/index.tsx');
  return { __esModule: true, default: PlainCodeEditor };
});

jest.setTimeout(60_000);

const STORED = {
  _id: 'm1',
  slug: 'hero-banner',
  title: 'Hero Banner',
  description: 'Une bannière',
  category: 'hero',
  thumbnail: '',
  featured: false,
  tags: ['a'],
  author: 'Liquify',
  rating: 0,
  downloads: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  status: 'draft',
  longDescription: '',
  code: '<h1 style="color:#ff0000">Bonjour</h1>',
  templateCode: '<h1 style="color:${bg}">${title}</h1>',
  content: '',
  variables: [
    { id: 'var_bg', name: 'bg', label: 'Fond', type: 'color', defaultValue: '#ff0000', description: '' },
    { id: 'var_title', name: 'title', label: 'Titre', type: 'text', defaultValue: 'Bonjour', description: '' },
  ],
  hasLiquidCode: true,
  images: [],
  demoUrl: '',
  revision: 4,
};

function routes(overrides = {}) {
  return baseRoutes({
    'GET /admin/modules': () => ({ status: 200, body: { success: true, modules: [STORED, { ...STORED, _id: 'm2', slug: 'f', category: 'footer' }], pagination: { page: 1, limit: 1000, total: 2, pages: 1 } } }),
    'GET /admin/modules/slug/hero-banner': () => ok(STORED),
    ...overrides,
  });
}

const code = () => screen.getByRole('textbox', { name: /Modèle du module|Code original du module/ }) as HTMLTextAreaElement;

/** Selects `text` in the code editor, as a person dragging over it would. */
function select(text: string) {
  const area = code();
  const from = area.value.indexOf(text);
  area.focus();
  area.setSelectionRange(from, from + text.length);
  fireEvent.select(area);
}

function setCode(value: string) {
  fireEvent.change(code(), { target: { value } });
}

beforeEach(() => localStorage.clear());

/** In the open variable modal titled `title`: types `name` as its Nom and confirms with `confirm`. */
async function nameInModal(title: string, name: string, confirm: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.clear(within(dialog).getByLabelText('Nom'));
  await userEvent.type(within(dialog).getByLabelText('Nom'), name);
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}


/** The HTML the preview frame titled `title` is handed (libs/ui's SandboxedPreview posts it once the frame says it is ready). */
function shownIn(title: string): string {
  const target = (screen.getByTitle(title) as HTMLIFrameElement).contentWindow!;
  const post = jest.spyOn(target, 'postMessage').mockImplementation(() => undefined);
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: PREVIEW_FRAME_READY }, source: target }));
  });
  const shown = post.mock.calls.at(-1)?.[0] as { type: string; html: string } | undefined;
  post.mockRestore();
  expect(shown?.type).toBe(PREVIEW_FRAME_SHOW);
  return shown?.html ?? '';
}

/**
 * Opens the editor on STORED (revision 4) while the server holds another admin's version (revision 5): a
 * save at 4 is refused as a conflict, one at 5 lands. Answers the bodies PUT, in order.
 */
function openStale(): any[] {
  const theirs = { ...STORED, title: 'Their title', revision: 5 };
  const puts: any[] = [];
  const conflict = { status: 409, body: { success: false, error: 'This item was changed by someone else. Reload to see their changes.', code: 'EDIT_CONFLICT' } };
  renderAdmin(<ModuleEditorPage />, {
    path: '/admin/modules/edit/hero-banner',
    route: '/admin/modules/edit/:slug',
    routes: routes({
      'PUT /admin/modules/m1': ({ body }: { body: any }) => (puts.push(body), body.revision === 5 ? ok({ ...theirs, ...body, revision: 6 }) : conflict),
      'GET /admin/modules/m1': () => ok(theirs),
    }),
  });
  return puts;
}

describe('module editor', () => {
  it('creates a module: two variables from selections (label cut to 20, name and type guessed), original mode round trip, then saves the template and the code with defaults', async () => {
    let posted: any;
    renderAdmin(<ModuleEditorPage />, {
      path: '/admin/modules/new',
      route: '/admin/modules/new',
      routes: routes({ 'POST /admin/modules': ({ body }: { body: unknown }) => ((posted = body), ok({ ...STORED, _id: 'm9', slug: 'promo' }, 201)) }),
    });
    expect(await screen.findByRole('heading', { name: 'Créer un Module' }, { timeout: 10_000 })).toBeInTheDocument();
    setCode('<div style="background:#3b82f6"><p>Livraison offerte dès 50 euros</p></div>');

    select('#3b82f6');
    await userEvent.click(screen.getByRole('button', { name: 'Créer une variable : « #3b82f6 »' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nouvelle Variable' });
    // Named after its CSS property, not color_3b82f6 (issue #25 item 9).
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('background');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('color');
    await userEvent.clear(within(dialog).getByLabelText('Nom'));
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'banner_bg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(code().value).toBe('<div style="background:${banner_bg}"><p>Livraison offerte dès 50 euros</p></div>');

    select('Livraison offerte dès 50 euros');
    await userEvent.click(screen.getByRole('button', { name: 'Créer une variable : « Livraison offerte dè... »' }));
    dialog = await screen.findByRole('dialog', { name: 'Nouvelle Variable' });
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('livraison_offerte_des_50_euros');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('text');
    expect(within(dialog).getByLabelText('Valeur par défaut')).toHaveValue('Livraison offerte dès 50 euros');
    await userEvent.clear(within(dialog).getByLabelText('Nom'));
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'message');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(code().value).toBe('<div style="background:${banner_bg}"><p>${message}</p></div>');
    expect(screen.getByTestId('stat-variables')).toHaveTextContent('2');

    await userEvent.click(screen.getByRole('button', { name: 'Code Original' }));
    expect(code().value).toBe('<div style="background:#3b82f6"><p>Livraison offerte dès 50 euros</p></div>');
    setCode('<div style="background:#3b82f6"><p>Livraison offerte dès 50 euros</p><b>#3b82f6</b></div>');
    await userEvent.click(screen.getByRole('button', { name: 'Mode Édition' }));
    // Typed text equal to a default stays text (issue #25 item 1); the placeholders stay where they were.
    expect(code().value).toBe('<div style="background:${banner_bg}"><p>${message}</p><b>#3b82f6</b></div>');

    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText('Titre et description requis')).toBeInTheDocument();
    expect(posted).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Titre'), 'Promo');
    await userEvent.type(screen.getByLabelText('Description'), 'Bandeau promo');
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'published');
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted).toMatchObject({
      title: 'Promo',
      description: 'Bandeau promo',
      status: 'published',
      category: 'header',
      templateCode: '<div style="background:${banner_bg}"><p>${message}</p><b>#3b82f6</b></div>',
      code: '<div style="background:#3b82f6"><p>Livraison offerte dès 50 euros</p><b>#3b82f6</b></div>',
      hasLiquidCode: true,
      variables: [
        { name: 'banner_bg', label: '#3b82f6', type: 'color', defaultValue: '#3b82f6' },
        { name: 'message', label: 'Livraison offerte dès 50 euros', type: 'text', defaultValue: 'Livraison offerte dès 50 euros' },
      ],
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/modules/edit/promo');
  });

  it('after creating a module the editor stays on screen as the URL follows to /edit/{slug}: same mode, same preview frame, preview values kept, no reload', async () => {
    let slugReads = 0;
    const saved = { ...STORED, _id: 'm9', slug: 'promo', title: 'Promo', description: 'Bandeau', templateCode: '<p>${title}</p>', code: '<p>Bonjour</p>', variables: [STORED.variables[1]] };
    renderAdmin(<AdminApp />, {
      path: '/admin/modules/new',
      route: '/admin/*',
      routes: routes({
        'POST /admin/modules': () => ok(saved, 201),
        'GET /admin/modules/slug/promo': () => ((slugReads += 1), ok(saved)),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Créer un Module' }, { timeout: 10_000 })).toBeInTheDocument();
    setCode('<p>Bonjour</p>');
    select('Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Créer une variable : « Bonjour »' }));
    await nameInModal('Nouvelle Variable', 'title', 'Ajouter');
    fireEvent.change(within(screen.getByTestId('variable-title')).getByRole('textbox'), { target: { value: 'Valeur essayée' } });
    await userEvent.type(screen.getByLabelText('Titre'), 'Promo');
    await userEvent.type(screen.getByLabelText('Description'), 'Bandeau');
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    const frame = screen.getByTitle('Aperçu de Promo');
    expect(shownIn('Aperçu de Promo')).toContain('<p>Valeur essayée</p>');

    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByRole('heading', { name: 'Modifier le Module' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Sauvegardé à \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    // Still the Aperçu mode, still the very frame that showed the module, still the value being tried.
    expect(screen.getByRole('button', { name: 'Aperçu' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTitle('Aperçu de Promo')).toBe(frame);
    expect(shownIn('Aperçu de Promo')).toContain('<p>Valeur essayée</p>');
    // The slug the server chose is now the editor's.
    expect(screen.getByLabelText('Slug')).toHaveValue('promo');
    expect(localStorage.getItem('liquify.admin.module-preview.new')).toBeNull();
    expect(slugReads).toBeLessThanOrEqual(1);
  });

  it("refuses an empty name or label in the modal with 'Nom et libellé requis'; a list takes its options one per line", async () => {
    renderAdmin(<ModuleEditorPage />, { path: '/admin/modules/create', route: '/admin/modules/create', routes: routes() });
    await screen.findByRole('heading', { name: 'Créer un Module' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Variable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle Variable' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nom et libellé requis');
    await userEvent.type(within(dialog).getByLabelText('Nom'), 'taille');
    await userEvent.type(within(dialog).getByLabelText('Libellé'), 'Taille');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'select');
    await userEvent.type(within(dialog).getByLabelText('Options (une par ligne)'), 'S{Enter}{Enter}M{Enter}L');
    await userEvent.type(within(dialog).getByLabelText('Valeur par défaut'), 'M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(code().value).toBe('${taille}');
    const select = within(screen.getByTestId('variable-taille')).getByRole('combobox');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['S', 'M', 'L']);
  });

  it('edits an existing module: renaming a variable renames its placeholders, deleting one puts its default back, and the save shows Sauvegardé à', async () => {
    let put: any;
    renderAdmin(<ModuleEditorPage />, {
      path: '/admin/modules/edit/hero-banner',
      route: '/admin/modules/edit/:slug',
      routes: routes({ 'PUT /admin/modules/m1': ({ body }: { body: unknown }) => ((put = body), ok(STORED)) }),
    });
    expect(await screen.findByRole('heading', { name: 'Modifier le Module' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveValue('Hero Banner');
    expect(code().value).toBe('<h1 style="color:${bg}">${title}</h1>');
    // The category list is built from every admin module.
    expect(within(screen.getByLabelText('Catégorie')).getAllByRole('option').map((o) => o.textContent)).toEqual(['footer', 'header', 'hero', 'Autre…']);

    await userEvent.click(screen.getByRole('button', { name: 'Modifier la variable title' }));
    await nameInModal('Modifier la Variable', 'heading', 'Enregistrer');
    expect(code().value).toBe('<h1 style="color:${bg}">${heading}</h1>');

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la variable bg' }));
    // Asked first (issue #25 item 9): cancelling keeps it, confirming deletes it.
    let confirm = await screen.findByRole('dialog', { name: 'Supprimer la variable' });
    expect(confirm).toHaveTextContent('Supprimer la variable « bg » ? Chacun de ses placeholders sera remplacé par sa valeur par défaut « #ff0000 ».');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(code().value).toBe('<h1 style="color:${bg}">${heading}</h1>');
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la variable bg' }));
    confirm = await screen.findByRole('dialog', { name: 'Supprimer la variable' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(code().value).toBe('<h1 style="color:#ff0000">${heading}</h1>');

    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText(/^Sauvegardé à \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(put).toMatchObject({ templateCode: '<h1 style="color:#ff0000">${heading}</h1>', code: '<h1 style="color:#ff0000">Bonjour</h1>', hasLiquidCode: true, category: 'hero', revision: 4 });
    expect(put.variables.map((v: { name: string }) => v.name)).toEqual(['heading']);
  });

  it("shows 'Erreur lors de la sauvegarde' with the server's reason when saving fails", async () => {
    renderAdmin(<ModuleEditorPage />, {
      path: '/admin/modules/edit/hero-banner',
      route: '/admin/modules/edit/:slug',
      routes: routes({ 'PUT /admin/modules/m1': () => fail(409, 'A module with this slug already exists') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sauvegarder' }, { timeout: 10_000 }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erreur lors de la sauvegarde');
    expect(banner).toHaveTextContent('A module with this slug already exists');
  });

  it("shows 'Impossible de charger le module' when the module cannot be loaded", async () => {
    renderAdmin(<ModuleEditorPage />, { path: '/admin/modules/edit/nope', route: '/admin/modules/edit/:slug', routes: routes() });
    expect(await screen.findByText('Impossible de charger le module', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('the variables panel edits preview values only (swatches, character count above 20), and Reset puts the defaults back', async () => {
    renderAdmin(<ModuleEditorPage />, { path: '/admin/modules/edit/hero-banner', route: '/admin/modules/edit/:slug', routes: routes() });
    await screen.findByRole('heading', { name: 'Modifier le Module' }, { timeout: 10_000 });
    const panel = screen.getByRole('region', { name: /Variables/ });
    expect(within(panel).getByText('Auto-saved')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /^Use #/ })).toHaveLength(8);
    await userEvent.click(within(panel).getByRole('button', { name: 'Use #22c55e' }));
    const text = within(screen.getByTestId('variable-title')).getByRole('textbox');
    fireEvent.change(text, { target: { value: 'Un titre bien plus long que vingt' } });
    expect(within(panel).getByTestId('character-count')).toHaveTextContent('33 caractères');
    expect(within(panel).getByText(/Modifié le/)).toBeInTheDocument();
    // The preview renders the values; the template and its defaults do not change.
    expect(shownIn('Aperçu en direct de Hero Banner')).toContain('<h1 style="color:#22c55e">Un titre bien plus long que vingt</h1>');
    expect(code().value).toBe('<h1 style="color:${bg}">${title}</h1>');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Couleur' }));
    expect(within(panel).queryByTestId('variable-title')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    expect(shownIn('Aperçu en direct de Hero Banner')).toContain('<h1 style="color:#ff0000">Bonjour</h1>');
  });

  it("Aperçu is read-only: the preview replaces the code editor; zoom goes by 1.05 and stops at 4", async () => {
    renderAdmin(<ModuleEditorPage />, { path: '/admin/modules/edit/hero-banner', route: '/admin/modules/edit/:slug', routes: routes() });
    await screen.findByRole('heading', { name: 'Modifier le Module' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Aperçu' }));
    expect(screen.queryByRole('textbox', { name: /Modèle du module|Code original du module/ })).not.toBeInTheDocument();
    expect(shownIn('Aperçu de Hero Banner')).toContain('<h1 style="color:#ff0000">Bonjour</h1>');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom avant' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('105%');
    for (let i = 0; i < 40; i += 1) fireEvent.click(screen.getByRole('button', { name: 'Zoom avant' }));
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('400%');
    await userEvent.click(screen.getByRole('button', { name: 'Mobile (375x667)' }));
    expect(screen.getByTitle('Aperçu de Hero Banner').parentElement).toHaveStyle({ width: '375px', height: '667px' });
  });

  it('pasted code: every placeholder of either syntax becomes a variable, listed for review, and the save stores them (issue #25 item 1)', async () => {
    let posted: any;
    renderAdmin(<ModuleEditorPage />, {
      path: '/admin/modules/create',
      route: '/admin/modules/create',
      routes: routes({ 'POST /admin/modules': ({ body }: { body: any }) => ((posted = body), ok({ ...STORED, ...body, _id: 'm7', slug: 'pasted' }, 201)) }),
    });
    await screen.findByRole('heading', { name: 'Créer un Module' }, { timeout: 10_000 });
    setCode('<div style="color:${accent_color}">${headline_text}</div><p style="background:{color:Background:#ff0000}">x</p>');
    expect(code().value).toBe('<div style="color:${accent_color}">${headline_text}</div><p style="background:${background}">x</p>');
    const review = screen.getByRole('region', { name: 'Variables détectées' });
    expect(within(review).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('${accent_color}Accent color · Couleur · défaut : (vide)'),
      expect.stringContaining('${headline_text}Headline text · Texte · défaut : (vide)'),
      expect.stringContaining('${background}Background · Couleur · défaut : #ff0000'),
    ]);
    expect(screen.getByTestId('stat-variables')).toHaveTextContent('3');
    await userEvent.click(within(review).getByRole('button', { name: 'Modifier headline_text' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la Variable' });
    await userEvent.type(within(dialog).getByLabelText('Valeur par défaut'), 'Bonjour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(within(review).getByRole('button', { name: 'Valider les variables' }));
    expect(screen.queryByRole('region', { name: 'Variables détectées' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Titre'), 'Collé');
    await userEvent.type(screen.getByLabelText('Description'), 'Code collé');
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await waitFor(() => expect(posted).toBeDefined());
    expect(posted.code).toBe('<div style="color:">Bonjour</div><p style="background:#ff0000">x</p>');
    expect(posted.variables.map((v: any) => [v.name, v.type, v.defaultValue])).toEqual([
      ['accent_color', 'color', ''],
      ['headline_text', 'text', 'Bonjour'],
      ['background', 'color', '#ff0000'],
    ]);
  });

  it('a stale save shows the conflict: Reload takes their version, Overwrite saves mine at their revision (issue #25 item 3)', async () => {
    const puts = openStale();
    const title = await screen.findByLabelText('Titre', {}, { timeout: 10_000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    const conflict = await screen.findByRole('alert', { name: 'Edit conflict' });
    expect(conflict).toHaveTextContent('This item was changed by someone else. Reload to see their changes.');
    expect(puts.map((p) => p.revision)).toEqual([4]);
    expect(screen.getByLabelText('Titre')).toHaveValue('My title');

    await userEvent.click(within(conflict).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText(/^Sauvegardé à \d\d:\d\d:\d\d$/)).toBeInTheDocument();
    expect(puts.map((p) => [p.revision, p.title])).toEqual([
      [4, 'My title'],
      [5, 'My title'],
    ]);
    expect(screen.queryByRole('alert', { name: 'Edit conflict' })).not.toBeInTheDocument();
  });

  it('Reload after a conflict shows the stored module and saves next at its revision', async () => {
    const puts = openStale();
    await userEvent.click(await screen.findByRole('button', { name: 'Sauvegarder' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('alert', { name: 'Edit conflict' })).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Titre')).toHaveValue('Their title'));
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await screen.findByText(/^Sauvegardé à \d\d:\d\d:\d\d$/);
    expect(puts.map((p) => p.revision)).toEqual([4, 5]);
  });

  it('a save refused for invalid Liquid keeps everything and shows the line and reason under the code (issue #25 item 2)', async () => {
    renderAdmin(<ModuleEditorPage />, {
      path: '/admin/modules/edit/hero-banner',
      route: '/admin/modules/edit/:slug',
      routes: routes({ 'PUT /admin/modules/m1': () => ({ status: 400, body: { success: false, error: 'Invalid Liquid syntax at line 2: tag {% if x %} not closed', code: 'INVALID_LIQUID' } }) }),
    });
    await screen.findByRole('heading', { name: 'Modifier le Module' }, { timeout: 10_000 });
    setCode('<h1 style="color:${bg}">${title}</h1>\n{% if x %}');
    await userEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    const problem = await screen.findByText('Ligne 2 :');
    expect(problem.parentElement).toHaveTextContent('Ligne 2 : Invalid Liquid syntax at line 2: tag {% if x %} not closed');
    expect(code()).toHaveAccessibleDescription('Ligne 2 : Invalid Liquid syntax at line 2: tag {% if x %} not closed');
    expect(code().value).toBe('<h1 style="color:${bg}">${title}</h1>\n{% if x %}');
    expect(screen.getByLabelText('Titre')).toHaveValue('Hero Banner');
    // Editing the code clears the stale reason.
    setCode('<h1 style="color:${bg}">${title}</h1>');
    expect(screen.queryByText('Ligne 2 :')).not.toBeInTheDocument();
  });
});
