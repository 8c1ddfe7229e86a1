import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import ModuleEditorPage from './ModuleEditorPage';
import SectionEditorPage from './SectionEditorPage';
import { LEAVE_GUARD_TEXT } from './useLeaveGuard';
import { baseRoutes, ok, renderDashboard } from '../../testing/render-dashboard';
import { libraryModule, librarySection } from '../../testing/fixtures';

const MODULE = libraryModule({ _id: 'c'.repeat(24), title: 'Sticky Header' });
const SECTION = librarySection({ _id: 'a'.repeat(24), title: 'Hero Banner', code: '<h1>Mine</h1>', templateCode: '<h1>Original</h1>' });

/** The editor with a sidebar-like link elsewhere in the page and the library page to land on. */
function setup(editor: 'module' | 'section') {
  const path = editor === 'module' ? `/dashboard/library/edit/${MODULE._id}` : `/dashboard/library/edit/section/${SECTION._id}`;
  return renderDashboard(
    <>
      <nav>
        <Link to="/dashboard/settings">Settings</Link>
      </nav>
      <Routes>
        <Route path="/dashboard/library/edit/:userModuleId" element={<ModuleEditorPage />} />
        <Route path="/dashboard/library/edit/section/:sectionId" element={<SectionEditorPage />} />
        <Route path="/dashboard/settings" element={<h1>Settings page</h1>} />
        <Route path="/dashboard/library" element={<h1>Library page</h1>} />
      </Routes>
    </>,
    {
      path,
      route: '/*',
      routes: baseRoutes({ [`GET /user-modules/${MODULE._id}`]: () => ok(MODULE), [`GET /user-sections/${SECTION._id}`]: () => ok(SECTION) }),
    },
  );
}

function beforeUnloadBlocked() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved-changes guard (issue 24 item 7)', () => {
  it('module editor: a link elsewhere asks first; Stay keeps the changes, Leave goes', async () => {
    setup('module');
    const greeting = await screen.findByRole('textbox', { name: /^Greeting/ });
    // Nothing changed yet: links go straight through and the tab closes freely.
    expect(beforeUnloadBlocked()).toBe(false);
    fireEvent.change(greeting, { target: { value: 'Hi there' } });
    expect(beforeUnloadBlocked()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Settings page' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: LEAVE_GUARD_TEXT.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /^Greeting/ })).toHaveValue('Hi there');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Library' }));
    fireEvent.click(await screen.findByRole('button', { name: LEAVE_GUARD_TEXT.leave }));
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
    expect(beforeUnloadBlocked()).toBe(false);
  });

  it('section editor: Back to Library asks first once the title changed, and not before', async () => {
    setup('section');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Hero Banner 2' } });
    fireEvent.click(screen.getAllByRole('link', { name: /Back to Library/ })[0]);
    expect(await screen.findByRole('dialog', { name: LEAVE_GUARD_TEXT.title })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: LEAVE_GUARD_TEXT.leave }));
    expect(await screen.findByRole('heading', { name: 'Library page' })).toBeInTheDocument();
  });

  it('section editor: without changes, links go straight through', async () => {
    setup('section');
    await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
  });
});
