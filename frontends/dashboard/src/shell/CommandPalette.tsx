/**
 * The Cmd/Ctrl+P command palette (cmdk): go to any page, add a module or a section, open a library item
 * by name, open a catalogue module by name. Loaded on demand by the layout the first time it opens.
 */
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { useCatalogueModules } from '../api/catalogue-queries';
import { useLibraryModules, useLibrarySections } from './library-queries';
import { NAV_ITEMS } from './nav';

const item =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-700 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-700';
const group = 'px-1 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5';

export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const modules = useLibraryModules();
  const sections = useLibrarySections();
  const catalogue = useCatalogueModules();
  const go = (to: string) => {
    onOpenChange(false);
    navigate(to);
  };
  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label="Command palette"
      overlayClassName="fixed inset-0 z-40 bg-slate-900/50"
      contentClassName="fixed left-1/2 top-[15vh] z-50 w-[calc(100vw-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl"
    >
      <Command.Input
        placeholder="Type a command or search..."
        aria-label="Command"
        className="h-12 w-full border-b border-slate-200 px-4 text-sm text-slate-900 outline-none placeholder:text-slate-500"
      />
      <Command.List className="max-h-[60vh] overflow-y-auto p-2">
        <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">No results found.</Command.Empty>
        <Command.Group heading="Go to" className={group}>
          {NAV_ITEMS.map(({ to, label, Icon }) => (
            <Command.Item key={to} value={`Go to ${label}`} onSelect={() => go(to)} className={item}>
              <Icon aria-hidden="true" className="h-4 w-4" /> Go to {label}
            </Command.Item>
          ))}
          <Command.Item value="Go to Upgrade plans" onSelect={() => go('/dashboard/upgrade')} className={item}>
            Go to Upgrade
          </Command.Item>
          <Command.Item value="Go to Help center" onSelect={() => go('/help')} className={item}>
            Go to Help Center
          </Command.Item>
        </Command.Group>
        <Command.Group heading="Actions" className={group}>
          <Command.Item value="Add a module" onSelect={() => go('/dashboard/modules')} className={item}>
            Add a module
          </Command.Item>
          <Command.Item value="Add a section" onSelect={() => go('/dashboard/sections')} className={item}>
            Add a section
          </Command.Item>
        </Command.Group>
        {modules.data?.length || sections.data?.length ? (
          <Command.Group heading="My Library" className={group}>
            {(modules.data ?? []).map((entry) => (
              <Command.Item key={entry._id} value={`Open module ${entry.title} ${entry._id}`} onSelect={() => go(`/dashboard/library/edit/${entry._id}`)} className={item}>
                Open module: {entry.title}
              </Command.Item>
            ))}
            {(sections.data ?? []).map((entry) => (
              <Command.Item key={entry._id} value={`Open section ${entry.title} ${entry._id}`} onSelect={() => go(`/dashboard/library/edit/section/${entry._id}`)} className={item}>
                Open section: {entry.title}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {catalogue.data?.data.length ? (
          <Command.Group heading="Catalogue" className={group}>
            {catalogue.data.data.map((module) => (
              <Command.Item key={module._id} value={`View ${module.title} ${module.slug}`} onSelect={() => go(`/dashboard/modules/${module.slug}`)} className={item}>
                View {module.title}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
      </Command.List>
    </Command.Dialog>
  );
}
