import { useState, type ReactNode } from 'react';
import {
  AlertBanner,
  Button,
  LANGUAGES,
  LANGUAGE_LABELS,
  THEMES,
  THEME_LABELS,
  TIMEZONES,
  TIMEZONE_LABELS,
  formattersFor,
  saveAppearance,
  useAppearance,
  type Appearance,
} from '@liquify/ui';
import { useFlash } from './useFlash';

export const APPEARANCE_SAVED = 'Appearance settings saved!';

function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 text-sm ${
              value === option ? 'border-brand-500 bg-brand-50 font-semibold text-brand-700' : 'border-slate-300 text-slate-700'
            }`}
          >
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="accent-brand-600" />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Settings > Appearance: theme, language and timezone, saved for the whole product at once. */
export function AppearanceTab() {
  const saved = useAppearance();
  const [draft, setDraft] = useState<Appearance>(saved);
  const flash = useFlash();
  const preview = formattersFor(draft);
  const set = <K extends keyof Appearance>(key: K) => (value: Appearance[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const sample: ReactNode = (
    <>
      {preview.dateTime(new Date())} · {preview.number(1234567.89)}
    </>
  );
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        saveAppearance(draft);
        flash.show(APPEARANCE_SAVED);
      }}
    >
      {flash.message ? <AlertBanner tone="success" title="Saved" message={flash.message} /> : null}
      <Choice legend="Theme" name="theme" options={THEMES} labels={THEME_LABELS} value={draft.theme} onChange={set('theme')} />
      <Choice legend="Language" name="language" options={LANGUAGES} labels={LANGUAGE_LABELS} value={draft.language} onChange={set('language')} />
      <Choice legend="Timezone" name="timezone" options={TIMEZONES} labels={TIMEZONE_LABELS} value={draft.timezone} onChange={set('timezone')} />
      <p className="text-sm text-slate-600">
        Dates and numbers will look like: <span className="font-medium text-slate-900">{sample}</span>
      </p>
      <Button type="submit">Save Appearance</Button>
    </form>
  );
}
