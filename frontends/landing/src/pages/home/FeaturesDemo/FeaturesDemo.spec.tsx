import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeaturesDemo } from './FeaturesDemo';

describe('FeaturesDemo', () => {
  it('is an accessible tablist of modules, sections and editor', async () => {
    const user = userEvent.setup();
    render(<FeaturesDemo />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Modules', 'Sections', 'Editor']);
    expect(screen.getByRole('tablist', { name: 'Feature demos' })).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Drop-in modules for any page');

    await user.click(tabs[1]);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Native Shopify theme sections');

    // arrow keys move between tabs and select them
    await user.keyboard('{ArrowRight}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Customize visually, then copy');
  });

  it('is the #features anchor target', () => {
    render(<FeaturesDemo />);
    expect(document.getElementById('features')).toContainElement(screen.getByRole('heading', { level: 2 }));
  });
});
