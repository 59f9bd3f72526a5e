/** `/confirm-email?userId=…&code=…`: the link from the confirmation e-mail. */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { AuthCard, ErrorMessage, SuccessMessage } from '../auth/auth-form';
import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Confirm e-mail') }];
}

export default function ConfirmEmail() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    const userId = params.get('userId');
    const code = params.get('code');
    if (!auth.client || sent.current) return;
    sent.current = true;
    if (!userId || !code) {
      setResult({ ok: false, message: 'This link is incomplete. Open the link from the e-mail.' });
      return;
    }
    auth.client
      .publicPost('/auth/confirm-email', { userId, code })
      .then((message) => setResult({ ok: true, message }))
      .catch((error: Error) => setResult({ ok: false, message: error.message }));
  }, [auth.client, params]);

  return (
    <AuthCard title="Confirm e-mail">
      {!result && <p>Confirming your e-mail address…</p>}
      {result?.ok && <SuccessMessage>{result.message}</SuccessMessage>}
      {result && !result.ok && <ErrorMessage>{result.message}</ErrorMessage>}
      {result && (
        <Link className="text-purple-700 underline dark:text-purple-300" to="/login">
          Go to the login page
        </Link>
      )}
    </AuthCard>
  );
}
