/** The two limit fields of an Early Bird code (issue 21 item 10), shared by the add form and the limits dialog (both react-hook-form). */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@liquify/ui';

export interface EarlyBirdLimitsFieldsProps {
  maxUses: UseFormRegisterReturn<'maxUses'>;
  expiresAt: UseFormRegisterReturn<'expiresAt'>;
  errors: { maxUses?: string; expiresAt?: string };
}

export function EarlyBirdLimitsFields({ maxUses, expiresAt, errors }: EarlyBirdLimitsFieldsProps) {
  return (
    <>
      <div className="min-w-0 flex-1 basis-32">
        <TextField label="Max uses (empty: no limit)" inputMode="numeric" error={errors.maxUses} {...maxUses} />
      </div>
      <div className="min-w-0 flex-1 basis-48">
        <TextField label="Expires (empty: never)" type="datetime-local" error={errors.expiresAt} {...expiresAt} />
      </div>
    </>
  );
}
