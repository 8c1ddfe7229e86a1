import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import PaymentCanceledPage from './PaymentCanceledPage';

describe('PaymentCanceledPage (/auth/cancel)', () => {
  it("reads 'Payment Canceled' and links 'Back to Registration' to /auth", () => {
    render(
      <MemoryRouter>
        <PaymentCanceledPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Payment Canceled' })).toBeInTheDocument();
    expect(
      screen.getByText('Your payment was canceled. You can try again from the registration page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Registration' })).toHaveAttribute('href', '/auth');
  });

  it('clears the temporary sign-up data (and its plain-text password) of the canceled checkout', () => {
    sessionStorage.setItem(
      'tempSignupData',
      JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'longenough', planSlug: 'pro' }),
    );
    render(
      <MemoryRouter>
        <PaymentCanceledPage />
      </MemoryRouter>,
    );
    expect(sessionStorage.getItem('tempSignupData')).toBeNull();
  });

  it('asks search engines not to index the page', () => {
    render(
      <MemoryRouter>
        <PaymentCanceledPage />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Payment Canceled | Liquify');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
