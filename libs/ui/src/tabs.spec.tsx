import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, tabFrom } from './index';

const TABS = [
  { id: 'profile', label: 'Profile', content: <p>Profile panel</p> },
  { id: 'security', label: 'Security', content: <p>Security panel</p> },
  { id: 'billing', label: 'Billing', content: <p>Billing panel</p> },
] as const;

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [tab, setTab] = useState<string>('profile');
  return (
    <Tabs
      label="Settings sections"
      tabs={TABS}
      value={tab}
      onValueChange={(next) => {
        onChange?.(next);
        setTab(next);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab shows its own panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Settings sections' })).toBeInTheDocument();
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Profile panel');
    expect(profile).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Security panel')).not.toBeInTheDocument();
  });

  it('selects a tab on click and tells the caller', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Billing' }), { button: 0, ctrlKey: false });
    expect(onChange).toHaveBeenCalledWith('billing');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Billing panel');
  });

  it('moves between tabs with the arrow keys and Home/End, selecting the focused tab (roving focus)', async () => {
    render(<Harness />);
    const [profile, security, billing] = screen.getAllByRole('tab');
    profile.focus();
    fireEvent.keyDown(profile, { key: 'ArrowRight' });
    await waitFor(() => expect(security).toHaveFocus());
    expect(security).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(security, { key: 'End' });
    await waitFor(() => expect(billing).toHaveFocus());
    fireEvent.keyDown(billing, { key: 'ArrowRight' });
    await waitFor(() => expect(profile).toHaveFocus());
  });
});

describe('tabFrom', () => {
  it("is the tab the URL names, else the first", () => {
    expect(tabFrom(TABS, 'billing')).toBe('billing');
    expect(tabFrom(TABS, 'nope')).toBe('profile');
    expect(tabFrom(TABS, null)).toBe('profile');
  });
});
