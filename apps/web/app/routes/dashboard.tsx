/** `/dashboard` (administrators): the hub of the admin pages. */
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { requireAdministrator } from '../auth/require-session.server';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/dashboard';

export function meta() {
  return [{ title: pageTitle('Dashboard') }];
}

export function loader({ request }: Route.LoaderArgs) {
  requireAdministrator(request);
  return null;
}

const links = [
  { to: '/dashboard/add-media', label: 'Add media', text: 'Upload a title and its files.' },
  { to: '/dashboard/add-jimaku', label: 'Add from Jimaku', text: 'Import subtitles.' },
  { to: '/dashboard/manage', label: 'Manage media', text: 'Edit, re-parse or remove titles.' },
  { to: '/dashboard/issues', label: 'Issues', text: 'Titles with missing data.' },
];

export default function Dashboard() {
  const auth = useAuth();
  // The server could not judge an expired token; once the user is loaded, check the role.
  if (auth.user && !auth.isAdmin) {
    return <p role="alert">This page is for administrators.</p>;
  }
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li
            key={link.to}
            className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
          >
            <Link
              to={link.to}
              className="font-semibold text-purple-700 underline dark:text-purple-300"
            >
              {link.label}
            </Link>
            <p className="text-sm text-gray-600 dark:text-gray-400">{link.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
