/** The referral popup of the top bar (doc 2 §2): the user's code, a sign-up link, and what it brought. */
import * as Popover from '@radix-ui/react-popover';
import { Copy, Gift } from 'lucide-react';
import { useState } from 'react';
import { REFERRAL_DISCOUNT_PERCENT } from '@liquify/contracts/rules';
import { useSession } from '@liquify/session';
import { referralCode } from './format';
import { referralLink, useReferralSummary } from './use-referrals';

export { REFERRAL_DISCOUNT_PERCENT };

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" onClick={copy} aria-label={label} className="inline-flex min-h-10 shrink-0 items-center gap-1 rounded-lg border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-50">
      <Copy aria-hidden="true" className="h-4 w-4" />
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}

function Figure({ testId, value, label }: { testId: string; value: number | undefined; label: string }) {
  return (
    <div className="flex-1 rounded-lg bg-slate-50 px-3 py-2 text-center">
      <p data-testid={testId} className="text-lg font-semibold text-slate-900">
        {value ?? '–'}
      </p>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
}

export function ReferralPopup() {
  const { user } = useSession();
  const code = referralCode(user?._id);
  const [open, setOpen] = useState(false);
  const summary = useReferralSummary(open);
  const link = referralLink(code);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label="Refer friends" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
        <Gift aria-hidden="true" className="h-5 w-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} collisionPadding={8} className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
          <p className="font-semibold text-slate-900">Refer friends, get rewards!</p>
          <p className="mt-1 text-sm text-slate-600">
            Your friends get {REFERRAL_DISCOUNT_PERCENT}% off their license when they sign up with your code.
          </p>
          <div className="mt-3 flex items-center gap-2">
            <code data-testid="referral-code" className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm font-semibold text-slate-900">
              {code}
            </code>
            <CopyButton text={code} label="Copy referral code" />
          </div>
          <label htmlFor="referral-link" className="mt-3 block text-xs font-medium text-slate-600">
            Sign-up link
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input id="referral-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-2 text-xs text-slate-700" />
            <CopyButton text={link} label="Copy sign-up link" />
          </div>
          <div className="mt-3 flex gap-2" aria-live="polite">
            <Figure testId="referral-joined" value={summary.data?.friendsJoined} label="friends joined" />
            <Figure testId="referral-paid" value={summary.data?.friendsPaid} label="friends paid" />
          </div>
          {summary.isError ? <p className="mt-2 text-xs text-red-600">Could not load your referral figures.</p> : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
