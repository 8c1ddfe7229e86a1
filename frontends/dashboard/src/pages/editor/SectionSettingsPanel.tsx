import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo } from 'react';
import type { SettingValue } from '@liquify/liquid-preview';
import { VariableField } from '@liquify/ui';
import { editableSettings, shownValue, unusableValue } from './section-settings-rules';

/**
 * The section's settings (issue 24 item 12): the customer's values, shown in the preview and written as the
 * schema's defaults of the downloaded `.liquid` file once saved.
 */
export function SectionSettingsPanel({ code, values, onChange, disabled }: { code: string; values: Record<string, SettingValue>; onChange: (values: Record<string, SettingValue>) => void; disabled?: boolean }) {
  const settings = useMemo(() => editableSettings(code), [code]);
  const customised = settings.some((s) => Object.hasOwn(values, s.id));
  return (
    <section aria-labelledby="settings-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="settings-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <SlidersHorizontal aria-hidden="true" className="h-4 w-4 text-brand-600" /> Settings
        </h2>
        <button type="button" disabled={disabled || !customised} onClick={() => onChange({})} className="min-h-9 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50">
          Use section defaults
        </button>
      </div>
      <p className="mt-1 text-xs text-slate-600">Your values become the section's defaults in the downloaded .liquid file.</p>
      {settings.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">This section has no settings to customise.</p>
      ) : (
        <div className="mt-3 space-y-4" data-testid="section-settings">
          {settings.map((setting) => {
            const value = shownValue(setting, values);
            return (
              <div key={setting.id}>
                {setting.multiline ? (
                  <MultilineField label={setting.field.label} value={value} disabled={disabled} onChange={(next) => onChange({ ...values, [setting.id]: next })} />
                ) : (
                  <VariableField variable={setting.field} value={value} disabled={disabled} onChange={(next) => onChange({ ...values, [setting.id]: next })} />
                )}
                {unusableValue(setting, value) ? <p className="mt-1 text-xs font-medium text-amber-800">This value cannot be a default for this setting: the download keeps the section's own.</p> : null}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** Multi-line settings (textarea, rich text, HTML) keep their line breaks, which a one-line field would drop. */
function MultilineField({ label, value, disabled, onChange }: { label: string; value: string; disabled?: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        disabled={disabled}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500"
      />
    </div>
  );
}
