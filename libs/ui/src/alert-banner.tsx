import type { ReactNode } from 'react';

export interface AlertBannerProps {
  title: string;
  message: ReactNode;
  hint?: ReactNode;
  tone?: 'error' | 'success' | 'info';
  onDismiss?: () => void;
}

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-green-200 bg-green-50 text-green-800',
  info: 'border-blue-200 bg-blue-50 text-blue-800',
} as const;

/** A titled message box; errors are announced immediately (role=alert), others politely. */
export function AlertBanner({ title, message, hint, tone = 'error', onDismiss }: AlertBannerProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border p-4 text-sm ${tones[tone]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 break-words">{message}</p>
        {hint ? <p className="mt-1 opacity-90">{hint}</p> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="rounded p-1 leading-none opacity-70 hover:opacity-100"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
