import { useState } from 'react';
import { DEFAULT_STORE_COLOR, DEFAULT_STORE_ICON, STORE_ICONS, StoreMessages, normaliseStoreName, type StoreIcon as Icon } from '@liquify/contracts';
import { Button, Dialog, TextField } from '@liquify/ui';
import { useToast } from '../../shell';
import { STORE_COLORS, StoreIcon } from './store-icons';

export interface NewStoreInput {
  name: string;
  description: string;
  color: string;
  icon: Icon;
}

export interface CreateStoreDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Resolves true when the store was created (the form then clears). */
  onCreate(input: NewStoreInput): Promise<boolean>;
}

const EMPTY: NewStoreInput = { name: '', description: '', color: DEFAULT_STORE_COLOR, icon: DEFAULT_STORE_ICON };

/** 'Create New Store': Store Name *, Description (optional), Color, Cancel / Create Store (doc 2 §2). */
export function CreateStoreDialog({ open, onOpenChange, onCreate }: CreateStoreDialogProps) {
  const [form, setForm] = useState<NewStoreInput>(EMPTY);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  const submit = async () => {
    if (normaliseStoreName(form.name) === '') {
      setNameError(StoreMessages.nameRequired);
      toast.error(StoreMessages.nameRequiredTitle, StoreMessages.nameRequired);
      return;
    }
    setBusy(true);
    try {
      if (await onCreate({ ...form, name: normaliseStoreName(form.name), description: form.description.trim() })) {
        setForm(EMPTY);
        setNameError(undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New Store"
      description="Group modules and sections of your library into a store."
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="create-store-form" busy={busy}>
            Create Store
          </Button>
        </>
      }
    >
      <form
        id="create-store-form"
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Store Name *"
          value={form.name}
          maxLength={100}
          error={nameError}
          onChange={(event) => {
            setForm({ ...form, name: event.target.value });
            setNameError(undefined);
          }}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="store-description" className="text-sm font-medium text-slate-700">
            Description (optional)
          </label>
          <textarea
            id="store-description"
            rows={3}
            maxLength={500}
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            className="w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Color</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {STORE_COLORS.map((color) => (
              <label key={color} className="cursor-pointer">
                <input
                  type="radio"
                  name="store-color"
                  value={color}
                  checked={form.color === color}
                  onChange={() => setForm({ ...form, color })}
                  className="peer sr-only"
                  aria-label={`Color ${color}`}
                />
                <span
                  aria-hidden="true"
                  className="block h-9 w-9 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
                  style={{ backgroundColor: color }}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Icon</legend>
          <div className="mt-2 flex gap-2">
            {STORE_ICONS.map((icon) => (
              <label key={icon} className="cursor-pointer">
                <input type="radio" name="store-icon" value={icon} checked={form.icon === icon} onChange={() => setForm({ ...form, icon })} className="peer sr-only" aria-label={`Icon ${icon}`} />
                <span className="flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 peer-checked:border-brand-500 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
                  <StoreIcon icon={icon} />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
