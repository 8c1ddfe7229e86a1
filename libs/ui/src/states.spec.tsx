import { fireEvent, render, screen } from '@testing-library/react';
import { lazy, type JSX } from 'react';
import { EmptyState, ErrorState, LoadingState, PageFallback, PageHeader, RemotePage } from './index';

describe('LoadingState', () => {
  it('is a named status with its label written under it', () => {
    render(<LoadingState label="Loading modules" />);
    expect(screen.getByRole('status', { name: 'Loading modules' })).toBeInTheDocument();
    expect(screen.getByText('Loading modules')).toBeInTheDocument();
  });

  it('can keep the label for screen readers only', () => {
    render(<LoadingState label="Loading plans" showLabel={false} />);
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryByText('Loading plans')).not.toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('is an alert with its title, message and a Retry button when it can retry', () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Could not load your modules" message="Network error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your modules');
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a retry', () => {
    render(<ErrorState title="Not found" />);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows its title, message and actions', () => {
    render(
      <EmptyState title="No modules yet" message="Browse the catalogue">
        <a href="/modules">Browse modules</a>
      </EmptyState>,
    );
    expect(screen.getByText('No modules yet')).toBeInTheDocument();
    expect(screen.getByText('Browse the catalogue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse modules' })).toBeInTheDocument();
  });
});

describe('PageFallback and RemotePage', () => {
  it("shows 'Loading page' while a page's code loads, then the page", async () => {
    let resolve!: (module: { default: () => JSX.Element }) => void;
    const Page = lazy(() => new Promise<{ default: () => JSX.Element }>((r) => (resolve = r)));
    render(<RemotePage Page={Page} />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    resolve({ default: () => <h1>Settings</h1> });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it("catches a page's error with 'Something went wrong'", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('kaboom');
    }
    render(<RemotePage Page={Broken} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('PageFallback is a named spinner', () => {
    render(<PageFallback />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('makes the title the h1 with its subtitle, actions and what the page adds', () => {
    render(
      <PageHeader title="Users" subtitle="Manage accounts" actions={<button type="button">Create User</button>}>
        <input aria-label="Search" />
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByText('Manage accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });
});
