/** Changes an existing Early Bird code's usage limit and expiry (issue 21 item 10): react-hook-form with the billing contract's rules. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { EarlyBirdCodeDto } from '@liquify/contracts';
import { Button, Dialog } from '@liquify/ui';
import type { EarlyBirdLimits } from '../../api/settings';
import { EarlyBirdLimitsFields } from './EarlyBirdLimitsFields';
import { codeUsage, earlyBirdLimitsFormSchema, toLocalInput, type EarlyBirdLimitsFormInput } from './settings-forms';

export interface EarlyBirdLimitsDialogProps {
  code: EarlyBirdCodeDto;
  saving: boolean;
  onClose: () => void;
  onSave: (limits: EarlyBirdLimits) => void;
}

export function EarlyBirdLimitsDialog({ code, saving, onClose, onSave }: EarlyBirdLimitsDialogProps) {
  const form = useForm<EarlyBirdLimitsFormInput, unknown, EarlyBirdLimits>({
    resolver: zodResolver(earlyBirdLimitsFormSchema),
    defaultValues: { maxUses: code.maxUses === null ? '' : String(code.maxUses), expiresAt: toLocalInput(code.expiresAt) },
  });
  const { errors } = form.formState;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Limits of ${code.code}`} description={`Used by ${codeUsage(code)}. A checkout takes a use when it opens; one that expires unpaid gives it back.`}>
      <form noValidate onSubmit={form.handleSubmit(onSave)} className="mt-4 flex flex-wrap items-start gap-3">
        <EarlyBirdLimitsFields maxUses={form.register('maxUses')} expiresAt={form.register('expiresAt')} errors={{ maxUses: errors.maxUses?.message, expiresAt: errors.expiresAt?.message }} />
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
