import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSearchResult } from '@liquify/contracts';
import type { FakeRoute } from '../../../../libs/api-client/testing/fake-api';
import { baseRoutes, fail, ok, renderAdmin } from '../testing/render-admin';
import { AdminSearch } from './AdminSearch';

const slow = { timeout: 3_000 };
const groups = (over: Partial<Record<string, AdminSearchResult['groups'][number]>> = {}): AdminSearchResult['groups'] =>
  (['users', 'modules', 'sections', 'plans', 'tickets'] as const).map((kind) => over[kind] ?? { kind, hits: [], error: null });

function render(route: FakeRoute) {
  const queries: string[] = [];
  const view = renderAdmin(<AdminSearch />, {
    path: '/admin/dashboard',
    routes: baseRoutes({ 'GET /admin/search': (req) => (queries.push(String(req.query.get('q'))), route(req)) }),
  });
  return { ...view, queries };
}

async function openAndType(text: string) {
  fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
  const box = await screen.findByRole('combobox', { name: 'Search the back office' });
  await userEvent.type(box, text);
  return box;
}

describe('AdminSearch', () => {
  it('opens on Ctrl+K, hints below 2 characters without asking, then lists the hits by kind with a failed kind noted; arrows and Enter open a hit', async () => {
    const { queries } = render((req) =>
      ok({
        query: req.query.get('q'),
        groups: groups({
          users: { kind: 'users', hits: [{ kind: 'users', id: 'u1', title: 'Ada', subtitle: 'ada@x.io · user', href: '/admin/users?search=ada%40x.io' }], error: null },
          modules: { kind: 'modules', hits: [{ kind: 'modules', id: 'm1', title: 'Adaptive hero', subtitle: 'adaptive-hero · draft', href: '/admin/modules/edit/adaptive-hero' }], error: null },
          tickets: { kind: 'tickets', hits: [], error: 'the support service answered 503' },
        }),
      }),
    );
    const box = await openAndType('a');
    expect(screen.getByText(/Type at least 2 characters/)).toBeInTheDocument();
    await userEvent.type(box, 'da');
    const users = await screen.findByRole('group', { name: 'Users' }, slow);
    expect(within(users).getByRole('option', { name: /Ada/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'Tickets' })).toHaveTextContent('Could not search tickets: the support service answered 503');
    expect(screen.queryByRole('group', { name: 'Sections' })).toBeNull();
    expect(queries).toEqual(['ada']);
    await userEvent.keyboard('{ArrowDown}');
    const mod = screen.getByRole('option', { name: /Adaptive hero/ });
    expect(mod).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', mod.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/admin/modules/edit/adaptive-hero');
  });

  it('says when nothing is found', async () => {
    render((req) => ok({ query: req.query.get('q'), groups: groups() }));
    await openAndType('zzz');
    expect(await screen.findByText('No results for “zzz”', {}, slow)).toBeInTheDocument();
  });

  it("shows the search's own error when the whole search fails", async () => {
    render(() => fail(502, 'the gateway is restarting'));
    await openAndType('ada');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('the gateway is restarting');
  });

  it('closes on Escape', async () => {
    render((req) => ok({ query: req.query.get('q'), groups: groups() }));
    await openAndType('x');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
