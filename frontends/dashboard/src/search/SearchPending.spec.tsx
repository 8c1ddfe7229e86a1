import { fireEvent, render, screen } from '@testing-library/react';
import { SearchPending } from './SearchPending';

describe('SearchPending (a list while the search engine loads)', () => {
  it('says the list is searching while the engine loads', () => {
    render(<SearchPending failed={false} onRetry={() => undefined} label="Searching modules..." />);
    expect(screen.getByText('Searching modules...')).toBeInTheDocument();
  });

  it('says the search is unavailable when its load failed, and Retry tries again', () => {
    const onRetry = jest.fn();
    render(<SearchPending failed onRetry={onRetry} label="Searching modules..." />);
    expect(screen.getByText('Search is unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
