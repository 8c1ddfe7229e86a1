import { REFERRAL_CODE_INPUT_MAX, REFERRAL_DISCOUNT_PERCENT } from '@liquify/contracts/rules';
import { TextField } from '@liquify/ui/core';

export interface ReferralCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
}

/** Sign-up: a friend's referral code (filled from /auth?ref=CODE, or typed): 5% off the first paid plan. */
export function ReferralCodeField({ value, onChange }: ReferralCodeFieldProps) {
  return (
    <div>
      <TextField
        id="signup-referral-code"
        label="Referral code (optional)"
        autoComplete="off"
        spellCheck={false}
        maxLength={REFERRAL_CODE_INPUT_MAX}
        placeholder="e.g. 1A2B3C4D"
        value={value}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        className="font-mono uppercase"
      />
      <p className="mt-1 text-xs text-slate-500">
        {value.trim() ? `Your friend's code gives you ${REFERRAL_DISCOUNT_PERCENT}% off your first paid checkout.` : `Got a code from a friend? It gives you ${REFERRAL_DISCOUNT_PERCENT}% off your first paid checkout.`}
      </p>
    </div>
  );
}
