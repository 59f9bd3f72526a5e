/** Route guards on the server: no session cookie → /login; a token without the role → 403. */
import { data, redirect } from 'react-router';
import { accessTokenFromCookie } from './session-cookie';
import { isTokenExpired, tokenRoles } from './token-expiry';

export function requireSignedIn(request: Request): void {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
  if (!accessTokenFromCookie(request.headers.get('cookie'))) throw redirect('/login');
}

/**
 * An administrator only. An expired token cannot be judged here (the browser refreshes it), so
 * the page checks again once the user is loaded.
 */
export function requireAdministrator(request: Request): void {
  const token = accessTokenFromCookie(request.headers.get('cookie'));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's redirect
  if (!token) throw redirect('/login');
  if (!isTokenExpired(token, Date.now()) && !tokenRoles(token).includes('Administrator'))
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's way to answer a status
    throw data('This page is for administrators.', { status: 403 });
}
