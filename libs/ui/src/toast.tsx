/**
 * Toasts shared by the remotes: each type has a duration (the provider's `durations`), a close button
 * and optionally a link or an action button (Undo). The dashboard uses 5/8/6/4 s (doc 2 §9), the back office 5 s for all (doc 3 §9).
 * `linkAs` renders the link (react-router's Link in a remote; a plain anchor otherwise).
 */
import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastDurations = Record<ToastType, number>;

/** The user area's durations (doc 2 §9). */
export const TOAST_DURATIONS: ToastDurations = {
  success: 5_000,
  error: 8_000,
  warning: 6_000,
  info: 4_000,
};

export interface ToastInput {
  type: ToastType;
  title: string;
  message?: string;
  /** Defaults to the type's duration. */
  duration?: number;
  actionLink?: { href: string; label: string };
  /** A button in the toast (an "Undo"): runs once and closes the toast. */
  action?: { label: string; onAction: () => void };
}

export interface Notification extends ToastInput {
  id: string;
  duration: number;
}

export interface ToastApi {
  notify(input: ToastInput): string;
  success(title: string, message?: string, extra?: Partial<ToastInput>): string;
  error(title: string, message?: string, extra?: Partial<ToastInput>): string;
  warning(title: string, message?: string, extra?: Partial<ToastInput>): string;
  info(title: string, message?: string, extra?: Partial<ToastInput>): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

export function createNotification(input: ToastInput, durations: ToastDurations = TOAST_DURATIONS): Notification {
  counter += 1;
  return { ...input, id: `toast-${Date.now().toString(36)}-${counter}`, duration: input.duration ?? durations[input.type] };
}

export type ToastLinkComponent = ComponentType<{ to: string; onClick?: () => void; className?: string; children: ReactNode }>;

function Anchor({ to, onClick, className, children }: { to: string; onClick?: () => void; className?: string; children: ReactNode }) {
  return (
    <a href={to} onClick={onClick} className={className}>
      {children}
    </a>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  durations?: ToastDurations;
  linkAs?: ToastLinkComponent;
}

const tone: Record<ToastType, { box: string; Icon: typeof Info; icon: string }> = {
  success: { box: 'border-green-200', Icon: CheckCircle2, icon: 'text-green-600' },
  error: { box: 'border-red-200', Icon: XCircle, icon: 'text-red-600' },
  warning: { box: 'border-amber-200', Icon: AlertTriangle, icon: 'text-amber-600' },
  info: { box: 'border-blue-200', Icon: Info, icon: 'text-blue-600' },
};

export function ToastProvider({ children, durations = TOAST_DURATIONS, linkAs: LinkAs = Anchor }: ToastProviderProps) {
  const [items, setItems] = useState<Notification[]>([]);

  const dismiss = useCallback((id: string) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const notify = useCallback((input: ToastInput) => {
    const item = createNotification(input, durations);
    setItems((list) => [...list, item]);
    return item.id;
  }, [durations]);

  const api = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (title: string, message?: string, extra?: Partial<ToastInput>) =>
      notify({ ...extra, type, title, message });
    return { notify, dismiss, success: of('success'), error: of('error'), warning: of('warning'), info: of('info') };
  }, [notify, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider swipeDirection="right" label="Notifications">
        {children}
        {items.map((item) => {
          const { box, Icon, icon } = tone[item.type];
          return (
            <RadixToast.Root
              key={item.id}
              type={item.type === 'error' ? 'foreground' : 'background'}
              duration={item.duration}
              onOpenChange={(open) => {
                if (!open) dismiss(item.id);
              }}
              data-toast-type={item.type}
              className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 shadow-lg ${box}`}
            >
              <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${icon}`} />
              <div className="min-w-0 flex-1">
                <RadixToast.Title className="text-sm font-semibold text-slate-900">{item.title}</RadixToast.Title>
                {item.message ? (
                  <RadixToast.Description className="mt-1 break-words text-sm text-slate-600">{item.message}</RadixToast.Description>
                ) : null}
                {item.actionLink ? (
                  <LinkAs
                    to={item.actionLink.href}
                    onClick={() => dismiss(item.id)}
                    className="mt-2 inline-block text-sm font-semibold text-brand-600 hover:underline"
                  >
                    {item.actionLink.label}
                  </LinkAs>
                ) : null}
                {item.action ? (
                  <RadixToast.Action
                    altText={item.action.label}
                    onClick={() => item.action!.onAction()}
                    className="mt-2 inline-flex min-h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                  >
                    {item.action.label}
                  </RadixToast.Action>
                ) : null}
              </div>
              <RadixToast.Close aria-label="Close notification" className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700">
                <X aria-hidden="true" className="h-4 w-4" />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast() needs a <ToastProvider> above it');
  return value;
}
