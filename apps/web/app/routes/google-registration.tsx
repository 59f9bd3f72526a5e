/** `/google-registration`: the Google sign-in draft asks for a username (and the terms). */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { GoogleDraft } from '../auth/auth-client';
import { useAuth } from '../auth/auth-context';
import { AuthCard, ErrorMessage, Field, SubmitButton } from '../auth/auth-form';
import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Google registration') }];
}

export default function GoogleRegistration() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<GoogleDraft | null | undefined>(undefined);
  const [termsAccepted, setTermsAccepted] = useState(false);
  useEffect(() => setDraft(auth.client?.googleDraft() ?? null), [auth.client]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (draft && (await auth.client?.completeGoogleRegistration(draft, termsAccepted)))
      void navigate('/');
  }

  if (draft === undefined) return <AuthCard title="Google registration">Loading…</AuthCard>;
  if (draft === null) {
    return (
      <AuthCard title="Google registration">
        <p className="mb-3">There is no Google sign-in to finish.</p>
        <Link className="text-purple-700 underline dark:text-purple-300" to="/login">
          Sign in with Google again
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Google registration">
      <div className="mb-4 flex items-center gap-3">
        {draft.picture && <img src={draft.picture} alt="" className="h-10 w-10 rounded-full" />}
        <div>
          <p className="font-medium">{draft.name}</p>
          <p className="text-sm text-gray-600 dark:text-gray-400">{draft.email}</p>
        </div>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ErrorMessage>{auth.error}</ErrorMessage>
        <Field
          label="Choose a username"
          name="username"
          autoComplete="username"
          required
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          hint="3 to 32 letters, digits, dots, dashes or underscores."
        />
        <label className="mb-4 flex items-start gap-2 text-sm">
          <input
            type="checkbox"
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
            </a>
            .
          </span>
        </label>
        <SubmitButton busy={auth.isLoading}>Finish registration</SubmitButton>
      </form>
    </AuthCard>
  );
}
