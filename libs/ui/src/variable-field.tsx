/**
 * One editor per variable type (doc 2 §2 module editor, doc 3 §2 variable editor panel): text, color
 * (with the 8 swatches), image, size/spacing (number + slider, keeping the unit, minimum 0, slider maximum
 * 100 or 200), number, boolean, select, url, email, tel, date. Shared by the dashboard and admin remotes.
 */
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { characterCount, PALETTE, parseCssLength, showsCharacterCount, sliderMaxFor, sliderPosition, withCssLengthValue, type VariableType } from '@liquify/template-engine';
import { variableValueProblem } from './variable-value.rules';

/** The fields of a template variable the editors read (library and catalogue variables both have them). */
export interface VariableFieldVariable {
  name: string;
  label: string;
  type: string;
  defaultValue?: string;
  description?: string;
  options?: string[];
}

export interface VariableFieldProps {
  variable: VariableFieldVariable;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Doc 3 §2: text values show their character count above 20 characters. */
  showCharacterCount?: boolean;
}

const input =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-50 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

const HTML_INPUT_TYPES: Partial<Record<VariableType, string>> = { url: 'url', email: 'email', tel: 'tel', date: 'date', number: 'number' };

export function VariableField({ variable, value, onChange, disabled, showCharacterCount = false }: VariableFieldProps) {
  const id = useId();
  const type = variable.type as VariableType;
  // What is wrong with the value, said next to the field (issue 24 item 6); the editors' Save waits for it.
  const problem = variableValueProblem(variable, value);
  const problemId = `${id}-problem`;
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  const problemText = problem ? (
    <p id={problemId} className="mt-1 text-xs font-medium text-red-700" data-testid="variable-problem">
      {problem}
    </p>
  ) : null;
  const label = (
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
      {variable.label || variable.name}
      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-normal text-slate-700">{type}</span>
    </label>
  );
  const count =
    showCharacterCount && (type === 'text' || type === 'url' || type === 'email') && showsCharacterCount(value) ? (
      <p className="mt-1 text-right text-xs text-slate-600" data-testid="character-count">
        {characterCount(value)} caractères
      </p>
    ) : null;
  const help = (
    <>
      {problemText}
      {count}
      {variable.description ? <p className="mt-1 text-xs text-slate-500">{variable.description}</p> : null}
    </>
  );

  if (type === 'color') {
    return (
      <div data-variable-type="color">
        {label}
        <div className="flex items-center gap-2">
          <input
            type="color"
            // Named so that only the hex field's name starts with the variable's label (a prefix match finds one field).
            aria-label={`Colour picker for ${variable.label || variable.name}`}
            value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <input id={id} type="text" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={`${input} font-mono`} {...invalid} />
        </div>
        <div role="group" aria-label={`${variable.label} swatches`} className="mt-2 flex flex-wrap gap-1.5">
          {PALETTE.map((swatch) => (
            <button
              key={swatch}
              type="button"
              disabled={disabled}
              aria-label={`Use ${swatch}`}
              aria-pressed={value.toLowerCase() === swatch}
              onClick={() => onChange(swatch)}
              className="h-7 w-7 rounded-full ring-1 ring-slate-300 aria-pressed:ring-2 aria-pressed:ring-brand-600"
              style={{ backgroundColor: swatch }}
            />
          ))}
        </div>
        {help}
      </div>
    );
  }

  if (type === 'size' || type === 'spacing') {
    const parsed = parseCssLength(value);
    const numeric = parsed?.value ?? 0;
    return (
      <div data-variable-type={type}>
        {label}
        <div className="flex items-center gap-3">
          <input
            type="range"
            aria-label={`${variable.label} slider`}
            min={0}
            max={sliderMaxFor(type)}
            value={sliderPosition(numeric, type)}
            disabled={disabled}
            onChange={(e) => onChange(withCssLengthValue(value, Number(e.target.value)))}
            className="flex-1 accent-brand-600"
          />
          <input
            id={id}
            type="number"
            min={0}
            {...invalid}
            value={numeric}
            disabled={disabled}
            onChange={(e) => onChange(withCssLengthValue(value, Number(e.target.value)))}
            className={`${input} w-24`}
          />
          <span className="w-10 text-sm text-slate-600" data-testid="css-unit">
            {parsed?.unit || 'px'}
          </span>
        </div>
        {help}
      </div>
    );
  }

  if (type === 'boolean') {
    const checked = value === 'true';
    return (
      <div data-variable-type="boolean" className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {variable.label || variable.name}
        </label>
        <Switch.Root
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(next) => onChange(next ? 'true' : 'false')}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
    );
  }

  if (type === 'select') {
    const options = variable.options?.length ? variable.options : [value];
    return (
      <div data-variable-type="select">
        {label}
        <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={input}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {help}
      </div>
    );
  }

  if (type === 'image') {
    return (
      <div data-variable-type="image">
        {label}
        <input id={id} type="url" value={value} disabled={disabled} placeholder="https://..." onChange={(e) => onChange(e.target.value)} className={input} {...invalid} />
        {value ? <img src={value} alt="" className="mt-2 h-20 w-full rounded-lg bg-slate-100 object-contain" /> : null}
        {help}
      </div>
    );
  }

  if (type === 'text' && value.length > 60) {
    return (
      <div data-variable-type="text">
        {label}
        <textarea id={id} value={value} disabled={disabled} rows={3} onChange={(e) => onChange(e.target.value)} className={`${input} h-auto py-2`} {...invalid} />
        {help}
      </div>
    );
  }

  return (
    <div data-variable-type={type}>
      {label}
      <input id={id} type={HTML_INPUT_TYPES[type] ?? 'text'} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={input} {...invalid} />
      {help}
    </div>
  );
}
