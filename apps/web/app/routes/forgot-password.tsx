/** `/forgot-password`: asks for a reset link; the answer is the same whatever the address. */
import { useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { AuthCard, ErrorMessage, Field, SubmitButton, SuccessMessage } from '../auth/auth-form';
import { loadAuthOptions } from '../auth/auth-options.server';
import { captchaToken } from '../auth/captcha';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/forgot-password';

export function meta() {
  return [{ title: pageTitle('Forgot password') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAuthOptions(request, context);
}

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!auth.client) return;
    setBusy(true);
    try {
      const token = await captchaToken(loaderData.captchaSiteKey, 'forgot_password');
      const message = await auth.client.publicPost('/auth/forgot-password', {
        email,
        ...(token ? { captchaToken: token } : {}),
      });
      setResult({ ok: true, message });
    } catch (error) {
      setResult({ ok: false, message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Forgot password">
      {result?.ok ? (
        <SuccessMessage>{result.message}</SuccessMessage>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <ErrorMessage>{result?.message}</ErrorMessage>
          <Field
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SubmitButton busy={busy}>Send a reset link</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
