import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilterBar, type FilterSelect } from './FilterBar';

type Filter = 'role' | 'status';

const FILTERS: FilterSelect<Filter>[] = [
  { name: 'role', label: 'Role filter', options: [{ value: '', label: 'All Roles' }, { value: 'admin', label: 'Admin' }, { value: 'user', label: 'User' }] },
  { name: 'status', label: 'Status filter', options: [{ value: '', label: 'All Status' }, { value: 'active', label: 'Active' }] },
];

/** The bar as a page holds it: its own state, every change recorded. */
function Harness({ changes }: { changes: string[] }) {
  const [search, setSearch] = useState('');
  const [values, setValues] = useState<Record<Filter, string>>({ role: '', status: '' });
  return (
    <FilterBar
      label="Filter users"
      searchLabel="Search users"
      searchPlaceholder="Search users..."
      search={search}
      onSearch={(text) => {
        changes.push(`search=${text}`);
        setSearch(text);
      }}
      filters={FILTERS}
      values={values}
      onFilter={(name, value) => {
        changes.push(`${name}=${value}`);
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );
}

describe('FilterBar', () => {
  it('is one labelled group whose search box and selects each have their own accessible name, "all" first', () => {
    render(<Harness changes={[]} />);
    const group = screen.getByRole('group', { name: 'Filter users' });
    expect(within(group).getByRole('searchbox', { name: 'Search users' })).toHaveAttribute('placeholder', 'Search users...');
    const role = within(group).getByRole('combobox', { name: 'Role filter' });
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Roles', 'Admin', 'User']);
    expect(role).toHaveValue('');
    expect(within(group).getByRole('combobox', { name: 'Status filter' })).toHaveValue('');
  });

  it('reports what is typed and which filter changed to what, and shows the values it is given', async () => {
    const changes: string[] = [];
    render(<Harness changes={changes} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ad');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role filter' }), 'admin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status filter' }), 'active');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role filter' }), '');
    expect(changes).toEqual(['search=a', 'search=ad', 'role=admin', 'status=active', 'role=']);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ad');
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toHaveValue('active');
    expect(screen.getByRole('combobox', { name: 'Role filter' })).toHaveValue('');
  });

  it('without filters it is the search box alone', () => {
    render(<FilterBar label="Filter tickets" searchLabel="Search tickets" searchPlaceholder="Search tickets..." search="" onSearch={() => undefined} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toBeInTheDocument();
  });
});
