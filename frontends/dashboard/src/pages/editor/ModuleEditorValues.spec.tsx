import { fireEvent, screen, waitFor } from '@testing-library/react';
import ModuleEditorPage from './ModuleEditorPage';
import { baseRoutes, ok, renderDashboard } from '../../testing/render-dashboard';
import { libraryModule } from '../../testing/fixtures';

/** A module whose tiers are a list the script reads as quantity:name:discount|... (quantity-break-tiers). */
const ENTRY = libraryModule({
  _id: 'd'.repeat(24),
  title: 'Quantity Breaks',
  templateCode: '<div data-tiers="{text:Tiers:1:Single:0|2:Pair:10}" style="color:{color:Text colour:#ff0000}">x</div>',
  variables: [
    { name: 'Tiers', type: 'text', label: 'Tiers', defaultValue: '1:Single:0|2:Pair:10' },
    { name: 'Text colour', type: 'color', label: 'Text colour', defaultValue: '#ff0000' },
  ],
});

function setup(routes = {}) {
  return renderDashboard(<ModuleEditorPage />, {
    path: `/dashboard/library/edit/${ENTRY._id}`,
    route: '/dashboard/library/edit/:userModuleId',
    routes: baseRoutes({ [`GET /user-modules/${ENTRY._id}`]: () => ok(ENTRY), ...routes }),
  });
}

describe('module editor: bad variable input (issue 24 item 6)', () => {
  it('says what is wrong with a malformed list next to the field, and Save waits until it is valid', async () => {
    const { calls } = setup({ [`PUT /user-modules/${ENTRY._id}`]: () => ok(ENTRY) });
    const tiers = await screen.findByRole('textbox', { name: /^Tiers/ });
    fireEvent.change(tiers, { target: { value: '1:Single:0|2:Pair' } });
    const problem = await screen.findByText('Item 2 ("2:Pair") needs 3 parts separated by ":", like "1:Single:0".');
    expect(tiers).toHaveAttribute('aria-invalid', 'true');
    expect(tiers).toHaveAccessibleDescription(expect.stringContaining(problem.textContent!));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(save);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(tiers, { target: { value: '1:Single:0|2:Pair:12' } });
    expect(screen.queryByTestId('variable-problem')).not.toBeInTheDocument();
    expect(tiers).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('flags a colour that is not one', async () => {
    setup();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Text colour/ }), { target: { value: '#ff00' } });
    expect(await screen.findByText('Enter a colour as # and 6 hex digits, like #3b82f6.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
