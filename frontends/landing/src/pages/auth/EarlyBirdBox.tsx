import { useState, type FormEvent } from 'react';
import { ApiError, EARLY_BIRD_MESSAGES, type Plan } from '@liquify/api-client';
import { useApi } from '@liquify/session';
import { Button, TextField } from '@liquify/ui/core';

/** This tab's verified code: the checkout sends it, and the server checks it again. */
export const EARLY_BIRD_CODE_KEY = 'liquify.earlyBirdCode';

export const EARLY_BIRD_VERIFIED_MESSAGE = 'Early Bird code verified! Your lifetime plan is unlocked.';

export interface EarlyBirdBoxProps {
  verifiedPlan: Plan | null;
  onVerified: (plan: Plan) => void;
  onSkip: () => void;
}

/** Shown with early_bird=true: the code is checked by the server; skipping shows the regular plans. */
export function EarlyBirdBox({ verifiedPlan, onVerified, onSkip }: EarlyBirdBoxProps) {
  const api = useApi();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(EARLY_BIRD_MESSAGES.empty);
      return;
    }
    setVerifying(true);
    setError(null);
    try {
      const plan = await api.verifyEarlyBird(code);
      try {
        sessionStorage.setItem(EARLY_BIRD_CODE_KEY, code.trim());
      } catch {
        // storage unavailable: the checkout will ask the server without a code and show its error
      }
      onVerified(plan);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : EARLY_BIRD_MESSAGES.failed);
    } finally {
      setVerifying(false);
    }
  }

  return (
    <section
      aria-labelledby="early-bird-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
      data-testid="early-bird-box"
    >
      <h3 id="early-bird-title" className="font-semibold text-amber-900">
        Early Bird access
      </h3>
      {verifiedPlan ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {EARLY_BIRD_VERIFIED_MESSAGE}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-amber-900">
            Enter your Early Bird code to unlock the lifetime plan.
          </p>
          <form noValidate onSubmit={verify} className="mt-3 flex flex-col gap-3">
            <TextField
              id="early-bird-code"
              label="Early Bird code"
              autoComplete="off"
              autoCapitalize="characters"
              value={code}
              error={error ?? undefined}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" busy={verifying}>
                Verify Code
              </Button>
              <Button variant="ghost" onClick={onSkip} disabled={verifying}>
                Skip &amp; Browse Regular Plans
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
