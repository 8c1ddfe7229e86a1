/**
 * The Radix parts of the top bar's menus, its referral popover and the quota tooltips, loaded after a page's
 * first screen (deferred-overlays.tsx). Each takes its trigger's classes and content from the component that
 * renders the same button before this code is here (TopBar.tsx, ReferralPopup.tsx, QuotaInfo.tsx).
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Popover from '@radix-ui/react-popover';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Copy, HelpCircle, LogOut, User as UserIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { REFERRAL_DISCOUNT_PERCENT } from '@liquify/contracts/rules';
import { useSession } from '@liquify/session';
import type { OverlayTriggerProps } from './deferred-overlays';
import { referralCode } from './format';
import { KIND_LABEL, formatLimit, type QuotaKind } from './usage';
import { referralLink, useReferralSummary } from './use-referrals';
import type { Usage } from './use-usage';

interface TriggerProps extends OverlayTriggerProps {
  className: string;
  children: ReactNode;
}

const menuItem =
  'flex min-h-10 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-slate-100';
const menuContent = 'z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg';

/** A top-bar menu under its trigger, aligned to its end. */
function TopBarMenu({ defaultOpen, triggerRef, className, children, items }: TriggerProps & { items: ReactNode }) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={className}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          {items}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** 'Create new': add a module or a section, unless the plan's limit is reached. */
export function CreateNewDropdown({ usage, ...trigger }: TriggerProps & { usage: Usage }) {
  const navigate = useNavigate();
  return (
    <TopBarMenu
      {...trigger}
      items={
        <>
          <DropdownMenu.Item className={menuItem} disabled={usage.modules.isAtLimit} onSelect={() => navigate('/dashboard/modules')}>
            {usage.modules.isAtLimit ? 'Module limit reached' : 'Add a module'}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItem} disabled={usage.sections.isAtLimit} onSelect={() => navigate('/dashboard/sections')}>
            {usage.sections.isAtLimit ? 'Section limit reached' : 'Add a section'}
          </DropdownMenu.Item>
        </>
      }
    />
  );
}

/** The user menu: name and plan, Profile, Help, Logout. */
export function UserDropdown({ name, planName, ...trigger }: TriggerProps & { name: string; planName: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  return (
    <TopBarMenu
      {...trigger}
      items={
        <>
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-slate-900">{name}</span>
            <span className="block text-xs text-slate-600">{planName}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/dashboard/profile')}>
            <UserIcon aria-hidden="true" className="h-4 w-4" /> Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItem} onSelect={() => navigate('/help')}>
            <HelpCircle aria-hidden="true" className="h-4 w-4" /> Help
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={menuItem} onSelect={() => logout('/auth')}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Logout
          </DropdownMenu.Item>
        </>
      }
    />
  );
}

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

/** The referral popover: the user's code, a sign-up link, and what it brought (doc 2 §2). */
export function ReferralPopover({ defaultOpen, triggerRef, className, children, label }: TriggerProps & { label: string }) {
  const { user } = useSession();
  const code = referralCode(user?._id);
  const [open, setOpen] = useState(defaultOpen);
  const summary = useReferralSummary(open);
  const link = referralLink(code);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={triggerRef} aria-label={label} className={className}>
        {children}
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

/** The quota info's tooltip: usage of each kind; a press opens the upgrade dialog (`onClick`). */
export function QuotaTooltip({ triggerRef, className, children, label, onClick, kinds, usage }: TriggerProps & { label: string; onClick: () => void; kinds: QuotaKind[]; usage: Usage }) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button ref={triggerRef} type="button" aria-label={label} onClick={onClick} className={className}>
            {children}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={6} className="z-50 w-56 rounded-lg bg-slate-900 p-3 text-xs text-white shadow-lg">
            <p className="mb-1 font-semibold">{label}</p>
            {kinds.map((k) => (
              <p key={k} className="flex justify-between gap-2">
                <span>{KIND_LABEL[k].title}</span>
                <span>
                  {usage[k].current} / {formatLimit(usage[k].limit)} · {usage[k].label}
                </span>
              </p>
            ))}
            <p className="mt-1 text-slate-300">Click to see upgrade options</p>
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
