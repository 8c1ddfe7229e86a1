import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@liquify/ui/core';
import { clearTempSignup } from '../../shared/temp-signup';

/** /auth/cancel — where the hosted checkout sends a buyer who cancels (spec 1 §2). */
export default function PaymentCanceledPage() {
  // The canceled checkout will not create the account: the sign-up data (and its password) goes now.
  useEffect(() => clearTempSignup(), []);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <PageMeta title="Payment Canceled" noindex />
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <div
          aria-hidden="true"
          className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-600"
        >
          !
        </div>
        <h1 className="text-2xl font-semibold text-slate-900">Payment Canceled</h1>
        <p className="mt-3 text-slate-600">Your payment was canceled. You can try again from the registration page.</p>
        <Link
          to="/auth"
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Back to Registration
        </Link>
      </div>
    </main>
  );
}
