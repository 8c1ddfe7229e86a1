import { Component, type ErrorInfo, type ReactNode } from 'react';
import { browser } from './browser';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Replaces the default 'Something went wrong' screen. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return <SomethingWentWrong />;
  }
}

/** The app-wide screen for an uncaught interface error (spec 1 §2). */
export function SomethingWentWrong() {
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <button
        type="button"
        onClick={() => browser.reload()}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Refresh Page
      </button>
    </div>
  );
}
