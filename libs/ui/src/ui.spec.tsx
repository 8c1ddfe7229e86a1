import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AlertBanner, browser, Dialog, ErrorBoundary, PageMeta, TextField } from './index';

function Boom(): never {
  throw new Error('kaboom');
}

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong' with a Refresh Page button that reloads", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.spyOn(browser, 'reload').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('PageMeta', () => {
  it("uses index.html's one description tag instead of adding a second, and restores it afterwards", () => {
    const original = document.createElement('meta');
    original.name = 'description';
    original.content = 'Liquify: ready-made Shopify storefront modules';
    document.head.appendChild(original);
    try {
      const { unmount } = render(<PageMeta title="Sign In" description="Access your library" />);
      const tags = document.head.querySelectorAll('meta[name="description"]');
      expect(tags).toHaveLength(1);
      expect(tags[0]).toHaveAttribute('content', 'Access your library');
      unmount();
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(original).toHaveAttribute('content', 'Liquify: ready-made Shopify storefront modules');
    } finally {
      original.remove();
    }
  });

  it('sets the title and a robots noindex tag that leaves with the page', () => {
    const { unmount } = render(<PageMeta title="Sign In" description="Access your library" noindex />);
    expect(document.title).toBe('Sign In | Liquify');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Access your library',
    );
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('TextField and AlertBanner', () => {
  it('labels the input and ties the error to it', () => {
    render(<TextField label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('announces an error banner with its title, message and hint', () => {
    render(<AlertBanner title="Sign In Failed" message="Login failed" hint="Try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sign In FailedLogin failedTry again');
  });
});

describe('Dialog', () => {
  function Harness({ dismissible }: { dismissible: boolean }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>{open ? 'open' : 'closed'}</p>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Setup Error"
          description="Something failed"
          dismissible={dismissible}
          actions={<button onClick={() => setOpen(false)}>Dismiss</button>}
        />
      </>
    );
  }

  it('is a labelled modal dialog that moves focus inside', () => {
    render(<Harness dismissible />);
    const dialog = screen.getByRole('dialog', { name: 'Setup Error' });
    expect(dialog).toHaveAccessibleDescription('Something failed');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('ignores Escape when not dismissible', () => {
    render(<Harness dismissible={false} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText('open')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});

describe('IconSprite and SpriteIcon', () => {
  it('draws each icon by reference to one symbol, named when labelled and hidden otherwise', async () => {
    const { Crown, Lock } = await import('lucide-react');
    const { IconSprite, SpriteIcon } = await import('./index');
    const { container } = render(
      <>
        <IconSprite icons={{ 'test-lock': Lock, 'test-crown': Crown }} />
        <SpriteIcon id="test-lock" label="Locked" className="h-4 w-4" />
        <SpriteIcon id="test-crown" className="h-3 w-3" />
      </>,
    );
    expect([...container.querySelectorAll('symbol')].map((symbol) => symbol.id)).toEqual(['test-lock', 'test-crown']);
    expect(container.querySelector('#test-lock svg')).not.toBeNull();
    const locked = screen.getByRole('img', { name: 'Locked' });
    expect(locked.querySelector('use')?.getAttribute('href')).toBe('#test-lock');
    const crown = container.querySelector('use[href="#test-crown"]')!.closest('svg')!;
    expect(crown.getAttribute('aria-hidden')).toBe('true');
    expect(crown.getAttribute('class')).toBe('h-3 w-3');
  });
});
