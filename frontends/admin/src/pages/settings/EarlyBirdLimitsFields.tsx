/** The two limit fields of an Early Bird code (issue 21 item 10), shared by the add form and the limits dialog. */
import { TextField } from '@liquify/ui';
import type { EarlyBirdLimitsDraft } from './settings-forms';

export interface EarlyBirdLimitsFieldsProps {
  draft: EarlyBirdLimitsDraft;
  errors: Partial<Record<keyof EarlyBirdLimitsDraft, string>>;
  onChange: (draft: EarlyBirdLimitsDraft) => void;
}

export function EarlyBirdLimitsFields({ draft, errors, onChange }: EarlyBirdLimitsFieldsProps) {
  return (
    <>
      <div className="min-w-0 flex-1 basis-32">
        <TextField label="Max uses (empty: no limit)" inputMode="numeric" value={draft.maxUses} error={errors.maxUses} onChange={(e) => onChange({ ...draft, maxUses: e.target.value })} />
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <TextField label="Expires (empty: never)" type="datetime-local" value={draft.expiresAt} error={errors.expiresAt} onChange={(e) => onChange({ ...draft, expiresAt: e.target.value })} />
      </div>
    </>
  );
}
