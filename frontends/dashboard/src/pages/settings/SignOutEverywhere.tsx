import { useMutation } from '@tanstack/react-query';
import { useSession } from '@liquify/session';
import { AlertBanner, Button } from '@liquify/ui';

export const SIGN_OUT_EVERYWHERE = {
  title: 'Sign out of all devices',
  text: 'Ends every session of your account, on this device and on any other where you are signed in. You will need to sign in again.',
  busy: 'Signing out...',
  failedTitle: 'Not signed out',
} as const;

/** Settings > Security: "Sign out of all devices" (POST /auth/logout-all), then to /auth. */
export function SignOutEverywhere() {
  const { logoutEverywhere } = useSession();
  const signOut = useMutation({
    mutationFn: async () => {
      const outcome = await logoutEverywhere('/auth');
      if (!outcome.success) throw new Error(outcome.error);
    },
  });
  return (
    <section aria-labelledby="sign-out-everywhere" className="space-y-3 border-t border-slate-200 pt-6">
      <h2 id="sign-out-everywhere" className="text-lg font-semibold text-slate-900">
        {SIGN_OUT_EVERYWHERE.title}
      </h2>
      <p className="text-sm text-slate-600">{SIGN_OUT_EVERYWHERE.text}</p>
      {signOut.isError ? <AlertBanner title={SIGN_OUT_EVERYWHERE.failedTitle} message={signOut.error.message} onDismiss={() => signOut.reset()} /> : null}
      <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate()}>
        {signOut.isPending ? SIGN_OUT_EVERYWHERE.busy : SIGN_OUT_EVERYWHERE.title}
      </Button>
    </section>
  );
}
