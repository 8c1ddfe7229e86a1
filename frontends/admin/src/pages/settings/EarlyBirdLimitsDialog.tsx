/** Changes an existing Early Bird code's usage limit and expiry (issue 21 item 10). */
import { useState, type FormEvent } from 'react';
import type { EarlyBirdCodeDto } from '@liquify/contracts';
import { Button, Dialog } from '@liquify/ui';
import type { EarlyBirdLimits } from '../../api/settings';
import { EarlyBirdLimitsFields } from './EarlyBirdLimitsFields';
import { codeUsage, earlyBirdLimitsInput, toLocalInput, type EarlyBirdLimitsDraft } from './settings-forms';

export interface EarlyBirdLimitsDialogProps {
  code: EarlyBirdCodeDto;
  saving: boolean;
  onClose: () => void;
  onSave: (limits: EarlyBirdLimits) => void;
}

export function EarlyBirdLimitsDialog({ code, saving, onClose, onSave }: EarlyBirdLimitsDialogProps) {
  const [draft, setDraft] = useState<EarlyBirdLimitsDraft>({ maxUses: code.maxUses === null ? '' : String(code.maxUses), expiresAt: toLocalInput(code.expiresAt) });
  const [errors, setErrors] = useState<Partial<Record<keyof EarlyBirdLimitsDraft, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = earlyBirdLimitsInput(draft);
    if (input.errors) {
      setErrors(input.errors);
      return;
    }
    onSave(input.limits);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Limits of ${code.code}`} description={`Used by ${codeUsage(code)}. A checkout takes a use when it opens; one that expires unpaid gives it back.`}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
        <EarlyBirdLimitsFields
          draft={draft}
          errors={errors}
          onChange={(next) => {
            setDraft(next);
            setErrors({});
          }}
        />
        <div className="flex w-full justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={saving} disabled={saving}>
            Save limits
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
