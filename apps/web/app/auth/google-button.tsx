/**
 * "Sign in with Google" (Google Identity Services), shown only when the API has a client id.
 * Google hands back an ID token, which the API verifies.
 */
import { useEffect, useRef } from 'react';

interface GoogleAccounts {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (r: { credential: string }) => void;
      }): void;
      renderButton(element: HTMLElement, options: Record<string, string>): void;
    };
  };
}

export function GoogleButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (idToken: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  useEffect(() => {
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleAccounts }).google;
      if (!google || !container.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: (response) => callback.current(response.credential),
      });
      google.accounts.id.renderButton(container.current, { theme: 'outline', size: 'large' });
    };
    document.head.append(script);
    return () => script.remove();
  }, [clientId]);
  return <div ref={container} className="mt-4 flex justify-center" />;
}
