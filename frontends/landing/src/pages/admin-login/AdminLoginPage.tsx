import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { putAdminLoginNotice, takeAdminLoginNotice, useSession } from '@liquify/session';
import { AlertBanner, browser, Button, PageMeta, TextField } from '@liquify/ui/core';

export const ADMIN_LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  accessDenied: 'Access denied: Admin privileges required',
  failed: 'Login failed',
} as const;

/** /admin/login — administrator sign-in (spec 3 §2 "Admin login"). */
export default function AdminLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  // A refused sign-in's reason survives the reload that follows; the admin app leaves its own (a role changed while open).
  const [error, setError] = useState<string | null>(takeAdminLoginNotice);
  const [busy, setBusy] = useState(false);

  if (session.isAdmin && !busy) return <Navigate to="/admin" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      email: email.trim() ? undefined : ADMIN_LOGIN_MESSAGES.emailRequired,
      password: password ? undefined : ADMIN_LOGIN_MESSAGES.passwordRequired,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setError(null);
    setBusy(true);
    const outcome = await session.login(email, password);
    if (!outcome.success) {
      setBusy(false);
      setError(outcome.serverMessage || ADMIN_LOGIN_MESSAGES.failed);
      return;
    }
    if (outcome.user.role === 'admin') {
      navigate('/admin', { replace: true });
      return;
    }
    // Not an administrator: forget the token, then reload with the reason kept for the next render.
    setError(ADMIN_LOGIN_MESSAGES.accessDenied);
    putAdminLoginNotice(ADMIN_LOGIN_MESSAGES.accessDenied);
    session.clear();
    browser.reload();
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 px-4 py-12">
      <PageMeta title="Admin Login" noindex />
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-center text-2xl font-semibold text-slate-900">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-slate-600">Liquify administrator area</p>
        {error ? (
          <div className="mt-5">
            <AlertBanner title="Sign in refused" message={error} />
          </div>
        ) : null}
        <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
          <TextField
            id="admin-email"
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            error={fieldErrors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldErrors((current) => ({ ...current, email: undefined }));
            }}
          />
          <TextField
            id="admin-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={fieldErrors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <Button type="submit" busy={busy} className="mt-2 w-full">
            Sign In
          </Button>
        </form>
      </div>
    </main>
  );
}
