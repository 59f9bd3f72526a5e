/** `/login`: sign in with a username or e-mail and a password, or with Google when configured. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { AuthCard, ErrorMessage, Field, SubmitButton } from '../auth/auth-form';
import { loadAuthOptions } from '../auth/auth-options.server';
import { GoogleButton } from '../auth/google-button';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/login';

export function meta() {
  return [{ title: pageTitle('Login') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAuthOptions(request, context);
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (await auth.client?.login(usernameOrEmail, password)) void navigate('/');
  }

  async function google(idToken: string) {
    const outcome = await auth.client?.signInWithGoogle(idToken);
    if (outcome === 'signed-in') void navigate('/');
    if (outcome === 'registration') void navigate('/google-registration');
  }

  return (
    <AuthCard title="Login">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorMessage>{auth.error}</ErrorMessage>
        <Field
          label="Username or e-mail"
          name="usernameOrEmail"
          autoComplete="username"
          required
          value={usernameOrEmail}
          onChange={(event) => setUsernameOrEmail(event.target.value)}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={auth.isLoading}>Sign in</SubmitButton>
      </form>
      {loaderData.googleClientId && (
        <GoogleButton clientId={loaderData.googleClientId} onCredential={(t) => void google(t)} />
      )}
      <p className="mt-4 text-sm">
        <Link className="text-purple-700 underline dark:text-purple-300" to="/forgot-password">
          Forgot your password?
        </Link>{' '}
        · No account yet?{' '}
        <Link className="text-purple-700 underline dark:text-purple-300" to="/register">
          Register
        </Link>
      </p>
    </AuthCard>
  );
}
