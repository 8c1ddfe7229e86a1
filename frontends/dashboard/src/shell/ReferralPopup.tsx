/**
 * The referral popup of the top bar (doc 2 §2): the user's code, a sign-up link, and what it brought. The
 * popover itself (overlays.tsx) loads after the first screen; until then its trigger is the same button.
 */
import { Gift } from 'lucide-react';
import { REFERRAL_DISCOUNT_PERCENT } from '@liquify/contracts/rules';
import { DeferredOverlay } from './deferred-overlays';

export { REFERRAL_DISCOUNT_PERCENT };

const TRIGGER = 'rounded-lg p-2 text-slate-600 hover:bg-slate-100';
const LABEL = 'Refer friends';

export function ReferralPopup() {
  return (
    <DeferredOverlay
      className={TRIGGER}
      label={LABEL}
      popup="dialog"
      render={(overlays, props) => (
        <overlays.ReferralPopover {...props} className={TRIGGER} label={LABEL}>
          <Gift aria-hidden="true" className="h-5 w-5" />
        </overlays.ReferralPopover>
      )}
    >
      <Gift aria-hidden="true" className="h-5 w-5" />
    </DeferredOverlay>
  );
}
