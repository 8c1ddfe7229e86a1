/**
 * The toasts on screen (Radix Toast): the part of libs/ui/src/toast.tsx that loads with the first toast, so a
 * first load does not carry it (issue 26 item 2).
 */
import * as RadixToast from '@radix-ui/react-toast';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import type { Notification, ToastLinkComponent, ToastType } from './toast';

const tone: Record<ToastType, { box: string; Icon: typeof Info; icon: string }> = {
  success: { box: 'border-green-200', Icon: CheckCircle2, icon: 'text-green-600' },
  error: { box: 'border-red-200', Icon: XCircle, icon: 'text-red-600' },
  warning: { box: 'border-amber-200', Icon: AlertTriangle, icon: 'text-amber-600' },
  info: { box: 'border-blue-200', Icon: Info, icon: 'text-blue-600' },
};

export interface ToastViewportProps {
  items: Notification[];
  dismiss: (id: string) => void;
  linkAs: ToastLinkComponent;
}

export function ToastViewport({ items, dismiss, linkAs: LinkAs }: ToastViewportProps) {
  return (
    <RadixToast.Provider swipeDirection="right" label="Notifications">
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
              <RadixToast.Title className="text-sm font-semibold text-slate-900">
                {item.title}
              </RadixToast.Title>
              {item.message ? (
                <RadixToast.Description className="mt-1 break-words text-sm text-slate-600">
                  {item.message}
                </RadixToast.Description>
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
            <RadixToast.Close
              aria-label="Close notification"
              className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
