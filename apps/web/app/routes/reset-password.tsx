/** `/reset-password?email=…&code=…`: choose a new password; every session ends. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import {
  AuthCard,
  ErrorMessage,
  Field,
  PASSWORD_HINT,
  SubmitButton,
  SuccessMessage,
} from '../auth/auth-form';
import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Reset password') }];
}

export default function ResetPassword() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!auth.client) return;
    if (password !== repeat) {
      setResult({ ok: false, message: 'The passwords do not match.' });
      return;
    }
    setBusy(true);
    try {
      const message = await auth.client.publicPost('/auth/reset-password', {
        email,
        code,
        newPassword: password,
      });
      setResult({ ok: true, message });
    } catch (error) {
      setResult({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  if (!email || !code) {
    return (
      <AuthCard title="Reset password">
        <ErrorMessage>This link is incomplete. Open the link from the e-mail.</ErrorMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset password">
      {result?.ok ? (
        <>
          <SuccessMessage>{result.message}</SuccessMessage>
          <Link className="text-purple-700 underline dark:text-purple-300" to="/login">
            Go to the login page
          </Link>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <ErrorMessage>{result?.message}</ErrorMessage>
          <p className="mb-3 text-sm text-gray-600 dark:text-gray-400">{email}</p>
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            hint={PASSWORD_HINT}
          />
          <Field
            label="Repeat the new password"
            name="repeat"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <SubmitButton busy={busy}>Change the password</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
