import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

const controlClass = (error: string | undefined, className: string) =>
  `w-full rounded-lg border px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    error ? 'border-red-400' : 'border-slate-300'
  } ${className}`;

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, one control and its error, tied together (aria-invalid + aria-describedby). */
function LabelledControl({ label, error, id, control }: { label: string; error?: string; id?: string; control: (props: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  id?: string;
}

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, id, className = '', ...input }, ref) {
  return <LabelledControl label={label} error={error} id={id} control={(props) => <input ref={ref} {...props} className={controlClass(error, className)} {...input} />} />;
});

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  id?: string;
}

/** A labelled multi-line input, its error tied to it like TextField's. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, id, className = '', ...textarea }, ref) {
  return <LabelledControl label={label} error={error} id={id} control={(props) => <textarea ref={ref} {...props} className={controlClass(error, className)} {...textarea} />} />;
});
