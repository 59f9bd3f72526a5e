/** Every unmatched path: the 404 page with "Page not found: {path}" (spec §2). */
import { data } from 'react-router';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a status this way
  throw data(`Page not found: ${path}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
