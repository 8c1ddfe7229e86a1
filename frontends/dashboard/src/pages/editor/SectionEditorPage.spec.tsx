import { fireEvent, screen, waitFor } from '@testing-library/react';
import SectionEditorPage from './SectionEditorPage';
import { baseRoutes, ok, renderDashboard } from '../../testing/render-dashboard';
import { librarySection } from '../../testing/fixtures';

const ENTRY = librarySection({ _id: 'f'.repeat(24), title: 'Hero Banner', code: '<h1>Mine</h1>', templateCode: '<h1>Original</h1>', usageCount: 4 });

function setup(routes = {}) {
  return renderDashboard(<SectionEditorPage />, {
    path: `/dashboard/library/edit/section/${ENTRY._id}`,
    route: '/dashboard/library/edit/section/:sectionId',
    routes: baseRoutes({ [`GET /user-sections/${ENTRY._id}`]: () => ok(ENTRY), ...routes }),
  });
}

describe('section editor (doc 2 §2, §4, §5)', () => {
  it('shows the details card, the counters and Modified against the original', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Edit Section' })).toBeInTheDocument();
    expect(screen.getByText('4 times')).toBeInTheDocument();
    expect(screen.getByText('Section')).toBeInTheDocument();
    expect(screen.getByTestId('code-state')).toHaveTextContent('Modified');
    expect(screen.getByTestId('code-stats')).toHaveTextContent('13 characters');
    expect(screen.getByTestId('code-stats')).toHaveTextContent('1 lines');
  });

  it("enables Save Changes only once something changed, then saves trimmed with 'Section Updated'", async () => {
    const { calls } = setup({ [`PUT /user-sections/${ENTRY._id}`]: ({ body }: { body: { title: string; code: string } }) => ok({ ...ENTRY, ...body }) });
    const saveButton = await screen.findByRole('button', { name: /Save Changes/ });
    expect(saveButton).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: '  New Hero  ' } });
    expect(saveButton).toBeEnabled();
    fireEvent.click(saveButton);
    expect(await screen.findByText('Section Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'New Hero', code: '<h1>Mine</h1>' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Save Changes/ })).toBeDisabled());
  });

  it("resets the code to the original with 'Code Reset'", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /Reset to Original/ }));
    expect(await screen.findByText('Code has been reset to the original version.')).toBeInTheDocument();
    expect(screen.getByTestId('code-state')).toHaveTextContent('Original');
    expect(screen.getByRole('button', { name: /Save Changes/ })).toBeEnabled();
  });

  it("says 'Failed to Update Section' when the save fails", async () => {
    setup({ [`PUT /user-sections/${ENTRY._id}`]: () => ({ status: 500, body: { success: false } }) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByText('Failed to Update Section')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while updating the section.')).toBeInTheDocument();
  });

  it("says 'Section not found' for an unknown id", async () => {
    setup({ [`GET /user-sections/${ENTRY._id}`]: () => ({ status: 404, body: { success: false, error: 'Section not found' } }) });
    expect(await screen.findByText('Section not found')).toBeInTheDocument();
  });

  it('keeps Save disabled for empty code and says why next to the code (issue 24 item 5)', async () => {
    setup({ [`GET /user-sections/${ENTRY._id}`]: () => ok({ ...ENTRY, code: '' }) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Renamed' } });
    expect(screen.getByRole('button', { name: /Save Changes/ })).toBeDisabled();
    expect(screen.getByTestId('code-problem')).toHaveTextContent('Section code cannot be empty');
  });

  it("shows the server's Liquid refusal with its line and reason next to the code (issue 24 item 5)", async () => {
    const error = 'Invalid Liquid syntax at line 3: tag {% if x %} not closed';
    setup({ [`PUT /user-sections/${ENTRY._id}`]: () => ({ status: 400, body: { success: false, code: 'INVALID_LIQUID', error, details: { line: 3, reason: 'tag {% if x %} not closed' } } }) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 3: tag {% if x %} not closed');
    // The toast with the server's message is its own render, which may come after the alert's.
    expect(await screen.findByText(error)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Section code' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("the section's settings and its download (issue 24 item 12)", () => {
  const CODE = '<h2>{{ section.settings.heading }}</h2>\n{% schema %}\n{ "name": "Hero", "settings": [{ "type": "text", "id": "heading", "label": "Heading", "default": "Hello" }] }\n{% endschema %}';
  const WITH_SETTINGS = { ...ENTRY, code: CODE, customValues: {} };

  it("saves the customer's values with the code; the download waits for the save", async () => {
    const { calls } = setup({
      [`GET /user-sections/${ENTRY._id}`]: () => ok(WITH_SETTINGS),
      [`PUT /user-sections/${ENTRY._id}`]: ({ body }: { body: Record<string, unknown> }) => ok({ ...WITH_SETTINGS, ...body }),
    });
    const heading = await screen.findByRole('textbox', { name: /^Heading/ });
    expect(heading).toHaveValue('Hello');
    const download = screen.getByRole('button', { name: 'Download .liquid: Hero Banner' });
    expect(download).toBeEnabled();
    fireEvent.change(heading, { target: { value: 'Welcome in' } });
    expect(download).toBeDisabled();
    expect(download).toHaveAttribute('title', 'Save your changes to download them');
    fireEvent.click(screen.getByRole('button', { name: /Save Changes/ }));
    expect(await screen.findByText('Section Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ title: 'Hero Banner', code: CODE, customValues: { heading: 'Welcome in' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download .liquid: Hero Banner' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Use section defaults' }));
    expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Hello');
    expect(screen.getByRole('button', { name: /Save Changes/ })).toBeEnabled();
  });

  it('says when a section has no settings', async () => {
    setup();
    expect(await screen.findByText('This section has no settings to customise.')).toBeInTheDocument();
  });
});
