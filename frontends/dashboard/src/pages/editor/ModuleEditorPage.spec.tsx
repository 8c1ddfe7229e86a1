import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ModuleEditorPage from './ModuleEditorPage';
import { REPLACE_WARNING } from './SnippetDialog';
import { baseRoutes, ok, renderDashboard } from '../../testing/render-dashboard';
import { libraryModule } from '../../testing/fixtures';

const ENTRY = libraryModule({ _id: 'e'.repeat(24), title: 'Sticky Header', description: 'On top' });
const PATH = `/dashboard/library/edit/${ENTRY._id}`;

function setup(routes = {}) {
  return renderDashboard(<ModuleEditorPage />, {
    path: PATH,
    route: '/dashboard/library/edit/:userModuleId',
    routes: baseRoutes({ [`GET /user-modules/${ENTRY._id}`]: () => ok(ENTRY), ...routes }),
  });
}

describe('module editor (doc 2 §2, §4)', () => {
  it("reads 'Loading module...' then shows the variables panel", async () => {
    setup();
    expect(screen.getByText('Loading module...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Variables (2)' })).toBeInTheDocument();
  });

  it("answers 'Access Denied' for an entry that is not in the library", async () => {
    setup({ [`GET /user-modules/${ENTRY._id}`]: () => ({ status: 403, body: { success: false, error: 'You do not have access to this module.' } }) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('This module is not in your library.')).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this module.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Library/ })).toHaveAttribute('href', '/dashboard/library');
  });

  it("edits the title in place: Enter saves with 'Titre modifié'", async () => {
    const { calls } = setup({ [`PUT /user-modules/${ENTRY._id}`]: ({ body }: { body: { title: string } }) => ok({ ...ENTRY, title: body.title }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Title: Sticky Header/ }));
    const input = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(input, { target: { value: '  Big Header  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Titre modifié')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Big Header' });
  });

  it('Escape cancels, and an empty title just closes without a call', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Title: Sticky Header/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Other' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Title' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /^Title: Sticky Header/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '   ' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Title' }));
    expect(screen.getByRole('button', { name: /^Title: Sticky Header/ })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Erreur' / 'Impossible de modifier la description.' when the description cannot be saved", async () => {
    setup({ [`PUT /user-modules/${ENTRY._id}`]: () => ({ status: 500, body: { success: false } }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Description: On top/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'New words' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Description' }), { key: 'Enter' });
    expect(await screen.findByText('Impossible de modifier la description.')).toBeInTheDocument();
    expect(screen.getByText('Erreur')).toBeInTheDocument();
  });

  it("saves the custom values with 'Module saved'", async () => {
    const { calls } = setup({ [`PUT /user-modules/${ENTRY._id}`]: ({ body }: { body: { customValues: object } }) => ok({ ...ENTRY, customValues: body.customValues }) });
    await screen.findByRole('heading', { name: 'Variables (2)' });
    fireEvent.click(screen.getByRole('button', { name: 'Use #3b82f6' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Greeting/ }), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Module saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes have been saved successfully.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body.customValues).toEqual({ 'Text colour': '#3b82f6', Greeting: 'Bonjour' });
    expect(put?.body.code).toBe('<div style="color:#3b82f6">Bonjour</div>');
  });

  it('renders customer values escaped (the preview and the code saved are the same rendering): no markup from a value', async () => {
    const attack = '"><meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const { calls } = setup({ [`PUT /user-modules/${ENTRY._id}`]: () => ok(ENTRY) });
    await screen.findByRole('heading', { name: 'Variables (2)' });
    fireEvent.change(screen.getByRole('textbox', { name: /Greeting/ }), { target: { value: attack } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Module saved');
    const code = calls.find((c) => c.method === 'PUT')?.body.code as string;
    expect(code).not.toContain('<meta');
    expect(code).toContain('&gt;&lt;meta http-equiv="refresh"');
  });

  it("generates a remote snippet: the dialog, 'Copied!' for 2 seconds, the token cut to 30 characters", async () => {
    const token = `lq_${'x'.repeat(43)}`;
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    setup({ [`GET /remote-modules/generate-token/${ENTRY._id}`]: () => ok({ token, snippet: '<script src="x"></script>' }) });
    fireEvent.click(await screen.findByRole('button', { name: /Remote Snippet/ }));
    expect(await screen.findByRole('dialog', { name: 'Remote Snippet Generated' })).toBeInTheDocument();
    expect(screen.getByTestId('snippet-token')).toHaveTextContent(`${token.slice(0, 30)}...`);
    for (const text of ['No expiration', 'Secure SHA-256', 'Shopify', 'WordPress', 'Squarespace', 'Wix', 'Custom HTML', 'React', 'Vue', 'Any Website', 'Fast: 15 minute cache', 'Works on any website']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    jest.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('<script src="x"></script>');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    jest.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opening the dialog never replaces the link; "Replace snippet link" warns first, then POSTs and shows the new one', async () => {
    const token = `lq_${'a'.repeat(43)}`;
    const next = `lq_${'b'.repeat(43)}`;
    const { calls } = setup({
      [`GET /remote-modules/generate-token/${ENTRY._id}`]: () => ok({ token, snippet: 'old' }),
      [`POST /remote-modules/replace-token/${ENTRY._id}`]: () => ok({ token: next, snippet: 'new' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Remote Snippet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remote Snippet Generated' });
    expect(within(dialog).getByTestId('snippet-code')).toHaveTextContent('old');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace snippet link' }));
    expect(within(dialog).getByText(REPLACE_WARNING)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep current link' }));
    expect(within(dialog).queryByText(REPLACE_WARNING)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace snippet link' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    await waitFor(() => expect(within(dialog).getByTestId('snippet-code')).toHaveTextContent('new'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(await screen.findByText('Snippet Link Replaced')).toBeInTheDocument();
  });

  it("says 'Generation Failed' with 'HTTP {status}: Unable to generate remote snippet'", async () => {
    setup({ [`GET /remote-modules/generate-token/${ENTRY._id}`]: () => ({ status: 502, body: {} }) });
    fireEvent.click(await screen.findByRole('button', { name: /Remote Snippet/ }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('HTTP 502: Unable to generate remote snippet')).toBeInTheDocument();
  });
});
