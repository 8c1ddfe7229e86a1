/**
 * Toasts shared by the remotes: each type has a duration (the provider's `durations`), a close button
 * and optionally a link or an action button (Undo). The dashboard uses 5/8/6/4 s (doc 2 §9), the back office 5 s for all (doc 3 §9).
 * `linkAs` renders the link (react-router's Link in a remote; a plain anchor otherwise).
 *
 * The provider and `useToast()` are part of the UI kit's light entry (core.ts); what shows the toasts (Radix
 * Toast, toast-viewport.tsx) loads with the first toast, then stays: a first load does not carry it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ToastViewportProps } from './toast-viewport';

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

export function createNotification(
  input: ToastInput,
  durations: ToastDurations = TOAST_DURATIONS,
): Notification {
  counter += 1;
  return {
    ...input,
    id: `toast-${Date.now().toString(36)}-${counter}`,
    duration: input.duration ?? durations[input.type],
  };
}

export type ToastLinkComponent = ComponentType<{
  to: string;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}>;

function Anchor({
  to,
  onClick,
  className,
  children,
}: {
  to: string;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}) {
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

type Viewport = ComponentType<ToastViewportProps>;

let loadedViewport: Viewport | undefined;
let viewportLoad: Promise<Viewport> | undefined;

/** Loads what shows the toasts (once; a failed load is tried again with the next toast). */
export function loadToastViewport(): Promise<Viewport> {
  viewportLoad ??= import('./toast-viewport').then(
    ({ ToastViewport }) => (loadedViewport = ToastViewport),
    (error: unknown) => {
      viewportLoad = undefined;
      throw error;
    },
  );
  return viewportLoad;
}

/** The loaded viewport once `needed` (there is a toast to show); undefined while it loads. */
function useToastViewport(needed: boolean): Viewport | undefined {
  const [viewport, setViewport] = useState<Viewport | undefined>(() => loadedViewport);
  useEffect(() => {
    if (!needed || viewport) return;
    let live = true;
    loadToastViewport().then(
      (loaded) => live && setViewport(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, viewport]);
  return needed ? (viewport ?? loadedViewport) : undefined;
}

export function ToastProvider({
  children,
  durations = TOAST_DURATIONS,
  linkAs = Anchor,
}: ToastProviderProps) {
  const [items, setItems] = useState<Notification[]>([]);
  // Once a toast has been shown the viewport stays (its region, F8), as it was before it loaded on demand.
  const [shown, setShown] = useState(false);
  if (items.length > 0 && !shown) setShown(true);
  const ToastViewport = useToastViewport(shown || items.length > 0);

  const dismiss = useCallback((id: string) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const notify = useCallback(
    (input: ToastInput) => {
      const item = createNotification(input, durations);
      setItems((list) => [...list, item]);
      return item.id;
    },
    [durations],
  );

  const api = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (title: string, message?: string, extra?: Partial<ToastInput>) =>
      notify({ ...extra, type, title, message });
    return {
      notify,
      dismiss,
      success: of('success'),
      error: of('error'),
      warning: of('warning'),
      info: of('info'),
    };
  }, [notify, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {ToastViewport ? <ToastViewport items={items} dismiss={dismiss} linkAs={linkAs} /> : null}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast() needs a <ToastProvider> above it');
  return value;
}
