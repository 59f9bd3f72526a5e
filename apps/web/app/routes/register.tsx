/** `/register`: username, e-mail, password and the terms; a confirmation link is e-mailed. */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import {
  AuthCard,
  ErrorMessage,
  Field,
  PASSWORD_HINT,
  SubmitButton,
  SuccessMessage,
} from '../auth/auth-form';
import { loadAuthOptions } from '../auth/auth-options.server';
import { registerFormProblems, type RegisterFormProblems } from '../auth/register-form-problems';
import { captchaToken } from '../auth/captcha';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/register';

export function meta() {
  return [{ title: pageTitle('Register') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAuthOptions(request, context);
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const auth = useAuth();
  const [form, setForm] = useState({ username: '', email: '', password: '', repeat: '' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [problems, setProblems] = useState<RegisterFormProblems>({});
  const termsErrorId = useId();
  const [done, setDone] = useState<string | null>(null);
  const change = (name: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [name]: event.target.value });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    // Every field's problem at once, beside its field; the server checks again.
    const found = registerFormProblems({ ...form, termsAccepted });
    setProblems(found);
    const firstBad = (['username', 'email', 'password', 'repeat', 'termsAccepted'] as const).find(
      (name) => found[name],
    );
    if (firstBad) {
      setLocalError(null);
      // Focus moves to the first field to fix; its message is read with it.
      const field = (event.currentTarget as HTMLFormElement).elements.namedItem(firstBad);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setLocalError(null);
    let captcha: string | undefined;
    try {
      captcha = await captchaToken(loaderData.captchaSiteKey, 'register');
    } catch (error) {
      setLocalError(error instanceof Error ? error.message : 'The captcha could not be loaded.');
      return;
    }
    const message = await auth.client?.register({
      username: form.username,
      email: form.email,
      password: form.password,
      termsAccepted,
      ...(captcha ? { captchaToken: captcha } : {}),
    });
    if (message) setDone(message);
  }

  if (done) {
    return (
      <AuthCard title="Register">
        <SuccessMessage>{done}</SuccessMessage>
        <Link className="text-purple-700 underline dark:text-purple-300" to="/login">
          Go to the login page
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Register">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorMessage>{localError ?? auth.error}</ErrorMessage>
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={form.username}
          onChange={change('username')}
          error={problems.username}
          hint="3 to 32 letters, digits, dots, dashes or underscores."
        />
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={change('email')}
          error={problems.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={change('password')}
          error={problems.password}
          hint={PASSWORD_HINT}
        />
        <Field
          label="Repeat the password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          value={form.repeat}
          onChange={change('repeat')}
          error={problems.repeat}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="termsAccepted"
            aria-invalid={problems.termsAccepted ? true : undefined}
            aria-describedby={problems.termsAccepted ? termsErrorId : undefined}
            checked={termsAccepted}
            onChange={(event) => setTermsAccepted(event.target.checked)}
          />
          <span>
            I accept the{' '}
            <a
              className="text-purple-700 underline dark:text-purple-300"
              href="/terms"
              target="_blank"
              rel="noreferrer"
            >
              terms of service
            </a>{' '}
            and the{' '}
            <a
              className="text-purple-700 underline dark:text-purple-300"
              href="/privacy"
              target="_blank"
              rel="noreferrer"
            >
              privacy policy
            </a>
            .
          </span>
        </label>
        <p id={termsErrorId} className="mt-1 mb-4 text-sm text-red-700 dark:text-red-300">
          {problems.termsAccepted}
        </p>
        <SubmitButton busy={auth.isLoading}>Create the account</SubmitButton>
      </form>
    </AuthCard>
  );
}
