import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, TextField } from '@liquify/ui/core';
import { validateCredentials, type CredentialsField } from './auth-validation';
import { takeHeldSubmit } from './held-submit';

export interface CredentialsValues {
  name: string;
  email: string;
  password: string;
}

/** Runs the spec's validators and reports only their first error. */
function credentialsResolver(signUp: boolean): Resolver<CredentialsValues> {
  return async (values) => {
    const error = validateCredentials(values, { signUp });
    if (!error) return { values, errors: {} };
    return { values: {}, errors: { [error.field]: { type: 'validate', message: error.message } } };
  };
}

export interface CredentialsFormProps {
  mode: 'sign-in' | 'sign-up';
  defaultValues?: Partial<CredentialsValues>;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: CredentialsValues) => void | Promise<void>;
}

/**
 * Sign-in (email, password) or sign-up step 1 (name, email, password). Typing clears a field's error.
 *
 * /auth arrives as server-rendered HTML before the app's code runs. `method="dialog"` makes a submit in that
 * moment do nothing natively (a form outside a <dialog> is not sent anywhere), so the fields never land in a
 * URL; the shell holds that submit (frontends/shell/src/held-submits.ts) and the hydrated form replays it.
 * The inputs are uncontrolled and keep what was typed through hydration.
 */
export function CredentialsForm({ mode, defaultValues, submitLabel, busy = false, onSubmit }: CredentialsFormProps) {
  const signUp = mode === 'sign-up';
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CredentialsValues>({
    defaultValues: { name: '', email: '', password: '', ...defaultValues },
    resolver: credentialsResolver(signUp),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const field = (name: CredentialsField) => register(name, { onChange: () => clearErrors(name) });
  const idPrefix = signUp ? 'signup' : 'signin';
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current && takeHeldSubmit(formRef.current)) formRef.current.requestSubmit();
  }, []);

  return (
    <form ref={formRef} method="dialog" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      {signUp ? (
        <TextField
          id={`${idPrefix}-name`}
          label="Full name"
          autoComplete="name"
          placeholder="Jane Doe"
          error={errors.name?.message}
          {...field('name')}
        />
      ) : null}
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@store.com"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        placeholder={signUp ? 'At least 8 characters' : 'Your password'}
        error={errors.password?.message}
        {...field('password')}
      />
      <Button type="submit" busy={busy || isSubmitting} className="mt-2 w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
