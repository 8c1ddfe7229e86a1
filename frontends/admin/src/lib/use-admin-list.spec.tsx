import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AdminProviders } from '../app/providers';
import { FilterBar } from '../components/FilterBar';
import { ActionError, DeleteConfirmation, ListStates, PrevNextPagination } from '../components/ListControls';
import { useAdminList, type AdminListParams } from './use-admin-list';

jest.setTimeout(30_000);

interface Person {
  id: string;
  name: string;
  role: 'admin' | 'user';
}

const LIMIT = 2;

/** A small server: five people, searched by name, filtered by role, two a page; every call recorded. */
function fakeServer() {
  let people: Person[] = [
    { id: 'p1', name: 'Ada', role: 'admin' },
    { id: 'p2', name: 'Bob', role: 'user' },
    { id: 'p3', name: 'Cyd', role: 'user' },
    { id: 'p4', name: 'Dan', role: 'admin' },
    { id: 'p5', name: 'Eve', role: 'user' },
  ];
  const calls: AdminListParams<'role'>[] = [];
  return {
    calls,
    fetch: jest.fn(async (params: AdminListParams<'role'>) => {
      calls.push(params);
      const found = people.filter((p) => (!params.search || p.name.toLowerCase().includes(params.search.toLowerCase())) && (!params.role || p.role === params.role));
      return {
        people: found.slice((params.page - 1) * LIMIT, params.page * LIMIT),
        pagination: { page: params.page, limit: LIMIT, total: found.length, pages: Math.ceil(found.length / LIMIT) },
      };
    }),
    create: jest.fn(async (values: { name: string }): Promise<Person> => {
      const person: Person = { id: `p${people.length + 1}`, name: values.name, role: 'user' };
      people = [...people, person];
      return person;
    }),
    update: jest.fn(async (person: Person, values: { name: string }): Promise<Person> => ({ ...person, ...values })),
    remove: jest.fn(async (person: Person) => {
      people = people.filter((p) => p.id !== person.id);
    }),
  };
}

type Server = ReturnType<typeof fakeServer>;

/** A list screen built the way the admin pages are: the hook, the filter bar, the states, the dialogs. */
function People({ server, onSaveError }: { server: Server; onSaveError?: (error: Error) => void }) {
  const list = useAdminList({
    queryKey: ['test', 'people'],
    fetch: server.fetch,
    items: (data) => data.people,
    pagination: (data) => data.pagination,
    search: '',
    filters: { role: '' } as Record<'role', string>,
    paged: true,
    create: server.create,
    update: server.update,
    remove: server.remove,
    messages: { created: (person) => `${person.name} created`, updated: 'Person updated', deleted: 'Person deleted' },
    onSaveError,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void list.submitEditor({ name: (event.currentTarget.elements.namedItem('name') as HTMLInputElement).value });
  };
  return (
    <div>
      <FilterBar
        label="Filter people"
        searchLabel="Search people"
        searchPlaceholder="Search people..."
        {...list.filterBar}
        filters={[{ name: 'role', label: 'Role filter', options: [{ value: '', label: 'All Roles' }, { value: 'admin', label: 'Admin' }, { value: 'user', label: 'User' }] }]}
      />
      <ActionError error={list.actionError} onDismiss={list.clearError} />
      <ListStates pending={list.query.isPending} error={list.query.error} empty={list.items.length === 0} loadingLabel="Loading people" emptyText="No people found">
        <ul aria-label="People">
          {list.items.map((person) => (
            <li key={person.id}>
              {person.name}
              <button type="button" onClick={() => list.startEdit(person)}>{`Edit ${person.name}`}</button>
              <button type="button" onClick={() => list.askDelete(person)}>{`Delete ${person.name}`}</button>
            </li>
          ))}
        </ul>
      </ListStates>
      <PrevNextPagination pagination={list.pagination} page={list.page} fallbackLimit={LIMIT} onPage={list.setPage} />
      <button type="button" onClick={list.startCreate}>
        New person
      </button>
      {/* Two changes in one tick, as a quick hand or a busy machine makes them before the list re-renders. */}
      <button
        type="button"
        onClick={() => {
          list.setFilter('role', 'user');
          list.setSearch('y');
        }}
      >
        Users with a y
      </button>
      {list.editing ? (
        <form aria-label="Person" onSubmit={submit}>
          <input name="name" aria-label="Name" defaultValue={list.editing.mode === 'edit' ? list.editing.item.name : ''} />
          <button type="submit">Save</button>
        </form>
      ) : null}
      <DeleteConfirmation list={list} title="Delete person" question="Delete this person?" />
    </div>
  );
}

function renderPeople(server: Server, onSaveError?: (error: Error) => void, url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={queryClient}>
        <AdminProviders>
          <People server={server} onSaveError={onSaveError} />
          <UrlProbe />
        </AdminProviders>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return queryClient;
}

/** Shows the current URL's query, as a reload would read it. */
function UrlProbe() {
  return <output aria-label="URL query">{useLocation().search}</output>;
}

const names = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);

describe('useAdminList', () => {
  it("sends only the filters that are set, and a filter change goes back to page 1", async () => {
    const server = fakeServer();
    renderPeople(server);
    await waitFor(() => expect(names()).toEqual(['Ada', 'Bob']));
    expect(server.calls.at(-1)).toEqual({ page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Cyd', 'Dan']));
    expect(server.calls.at(-1)).toEqual({ page: 2 });
    expect(screen.getByText('Showing 3 to 4 of 5 results')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role filter' }), 'admin');
    await waitFor(() => expect(names()).toEqual(['Ada', 'Dan']));
    expect(server.calls.at(-1)).toEqual({ page: 1, role: 'admin' });
    // one page of admins: no pagination
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role filter' }), '');
    await waitFor(() => expect(server.calls.at(-1)).toEqual({ page: 1 }));
  });

  it('keeps search, filters and page in the URL: a list opened from that URL (a reload) shows the same page', async () => {
    const server = fakeServer();
    renderPeople(server);
    await waitFor(() => expect(names()).toEqual(['Ada', 'Bob']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role filter' }), 'user');
    await waitFor(() => expect(names()).toEqual(['Bob', 'Cyd']));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Eve']));
    expect(screen.getByRole('status', { name: 'URL query' }).textContent).toBe('?role=user&page=2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'e');
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL query' }).textContent).toBe('?role=user&search=e'));
  });

  it('two changes before a re-render both reach the URL and the list (the second starts from the first)', async () => {
    const server = fakeServer();
    renderPeople(server, undefined, '/?page=2');
    await waitFor(() => expect(names()).toEqual(['Cyd', 'Dan']));
    await userEvent.click(screen.getByRole('button', { name: 'Users with a y' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'URL query' }).textContent).toBe('?role=user&search=y'));
    await waitFor(() => expect(names()).toEqual(['Cyd']));
    expect(server.calls.at(-1)).toEqual({ page: 1, role: 'user', search: 'y' });
  });

  it('opens on the search, filters and page its URL names', async () => {
    const server = fakeServer();
    renderPeople(server, undefined, '/people?role=user&page=2&tab=x');
    await waitFor(() => expect(names()).toEqual(['Eve']));
    expect(server.calls).toEqual([{ page: 2, role: 'user' }]);
    expect(screen.getByRole('combobox', { name: 'Role filter' })).toHaveValue('user');
  });

  it('opens on the search its URL names', async () => {
    const server = fakeServer();
    renderPeople(server, undefined, '/people?search=cy');
    await waitFor(() => expect(names()).toEqual(['Cyd']));
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('cy');
  });

  it('applies the search once typing stops, from page 1, never a request per keystroke', async () => {
    const server = fakeServer();
    renderPeople(server);
    await waitFor(() => expect(names()).toEqual(['Ada', 'Bob']));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Cyd', 'Dan']));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), '  ev');
    await waitFor(() => expect(names()).toEqual(['Eve']), { timeout: 3_000 });
    expect(server.calls.at(-1)).toEqual({ page: 1, search: 'ev' });
    expect(server.calls.some((c) => c.search === 'e')).toBe(false);
  });

  it("a create toasts the server's answer, closes the dialog and reloads the list", async () => {
    const server = fakeServer();
    renderPeople(server);
    await waitFor(() => expect(names()).toEqual(['Ada', 'Bob']));
    const before = server.fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'New person' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Zoe');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zoe created')).toBeInTheDocument();
    expect(server.create).toHaveBeenCalledWith({ name: 'Zoe' });
    expect(screen.queryByRole('form', { name: 'Person' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.fetch.mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByText('Showing 1 to 2 of 6 results')).toBeInTheDocument());
  });

  it('an edit updates the item being edited with its own message', async () => {
    const server = fakeServer();
    renderPeople(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bob' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bob');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'by');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Person updated')).toBeInTheDocument();
    expect(server.update).toHaveBeenCalledWith({ id: 'p2', name: 'Bob', role: 'user' }, { name: 'Bobby' });
  });

  it("a failed save shows the server's message in the red banner (doc 3 §8), no success toast, the dialog closed, nothing reloaded", async () => {
    const server = fakeServer();
    server.create.mockRejectedValueOnce(new Error('A person with this name already exists'));
    renderPeople(server);
    await waitFor(() => expect(names()).toEqual(['Ada', 'Bob']));
    const before = server.fetch.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'New person' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A person with this name already exists');
    expect(screen.queryByText('Ada created')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Person' })).not.toBeInTheDocument();
    expect(server.fetch.mock.calls.length).toBe(before);
    // the banner goes when dismissed, and a save that works clears it
    await userEvent.click(screen.getByRole('button', { name: 'New person' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Zed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Zed created')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('onSaveError takes a failed save instead of the banner', async () => {
    const server = fakeServer();
    server.create.mockRejectedValueOnce(new Error('Code already exists'));
    const seen: string[] = [];
    renderPeople(server, (error) => seen.push(error.message));
    await waitFor(() => expect(names()).toEqual(['Ada', 'Bob']));
    await userEvent.click(screen.getByRole('button', { name: 'New person' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen).toEqual(['Code already exists']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('delete asks first, deletes that item, toasts and reloads; a refused delete closes the question and shows why', async () => {
    const server = fakeServer();
    renderPeople(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bob' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete person' });
    expect(server.remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Person deleted')).toBeInTheDocument();
    expect(server.remove).toHaveBeenCalledWith({ id: 'p2', name: 'Bob', role: 'user' });
    await waitFor(() => expect(names()).toEqual(['Ada', 'Cyd']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.remove.mockRejectedValueOnce(new Error('You cannot delete yourself'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Ada' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete person' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot delete yourself');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(names()).toEqual(['Ada', 'Cyd']);
  });

  it("shows the list's error state when the list cannot be fetched", async () => {
    const server = fakeServer();
    server.fetch.mockRejectedValueOnce(new Error('Failed to fetch people'));
    renderPeople(server);
    expect(await screen.findByText('Failed to fetch people')).toBeInTheDocument();
  });

  it('a list that is neither searched, filtered nor paged is cached under its own key (what its changes reload)', async () => {
    const fetch = jest.fn(async () => ['a', 'b']);
    function Plain() {
      const list = useAdminList({ queryKey: ['test', 'plain'], fetch, items: (data: string[]) => data });
      return <p>{list.items.join(',')}</p>;
    }
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <AdminProviders>
            <Plain />
          </AdminProviders>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('a,b')).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll().map((q) => q.queryKey)).toEqual([['test', 'plain']]);
  });
});
