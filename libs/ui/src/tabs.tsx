/**
 * A page's tabs (Radix Tabs: roles tablist/tab/tabpanel, arrow keys and Home/End move between tabs, each
 * tab names its panel). `tabs` lists each tab's id, label and panel; the caller owns the selected tab (a
 * page keeps it in its URL, e.g. ?tab=). On a phone `layout="fill"` shares the row between the tabs (labels
 * wrap) and `layout="scroll"` (the default) lets the row scroll sideways; neither widens the page.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<T extends string = string> {
  /** The tab list's accessible name, e.g. 'Settings sections'. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onValueChange: (value: T) => void;
  layout?: 'scroll' | 'fill';
  className?: string;
}

/** Tailwind needs whole class names: one grid per tab count a 'fill' row may have. */
const FILL_COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

const triggerBase =
  'min-h-11 border-b-2 border-transparent py-2 text-sm font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

export function Tabs<T extends string>({ label, tabs, value, onValueChange, layout = 'scroll', className }: TabsProps<T>) {
  const fill = layout === 'fill';
  const listClass = fill ? `grid ${FILL_COLUMNS[tabs.length] ?? 'grid-flow-col auto-cols-fr'} gap-1 border-b border-slate-200 sm:flex` : 'flex gap-1 overflow-x-auto border-b border-slate-200';
  const triggerClass = fill ? `${triggerBase} min-w-0 px-2 text-center sm:shrink-0 sm:px-4` : `${triggerBase} shrink-0 px-4`;
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as T)} className={className}>
      <RadixTabs.List aria-label={label} className={listClass}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className={triggerClass}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <div className="pt-6">
        {tabs.map((tab) => (
          <RadixTabs.Content key={tab.id} value={tab.id}>
            {tab.content}
          </RadixTabs.Content>
        ))}
      </div>
    </RadixTabs.Root>
  );
}

/** The tab a page's URL asks for (e.g. ?tab=billing), or the first one when it names none of them. */
export function tabFrom<T extends string>(tabs: ReadonlyArray<{ id: T }>, requested: string | null | undefined): T {
  return tabs.find((tab) => tab.id === requested)?.id ?? tabs[0].id;
}
