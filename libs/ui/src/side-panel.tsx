import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's accessible name and description (read, not shown). */
  title: string;
  description: string;
  /** Shown at the top, beside the close button (a logo). */
  header: ReactNode;
  closeLabel: string;
  /** The breakpoint from which the page shows these contents itself (a sidebar), so the panel is hidden. */
  hiddenFrom: 'md' | 'lg';
  children: ReactNode;
}

const HIDDEN_FROM = { md: 'md:hidden', lg: 'lg:hidden' } as const;

/** A modal panel sliding in from the left (a phone's navigation): focus trapped, Escape and outside clicks close it. */
export function SidePanel({ open, onOpenChange, title, description, header, closeLabel, hiddenFrom, children }: SidePanelProps) {
  const hidden = HIDDEN_FROM[hiddenFrom];
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`fixed inset-0 z-40 bg-slate-900/50 ${hidden}`} />
        <RadixDialog.Content className={`fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none ${hidden}`}>
          <div className="flex h-16 items-center justify-between pr-2">
            {header}
            <RadixDialog.Close aria-label={closeLabel} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
