import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Privacy') }];
}

export default function Privacy() {
  return (
    <article className="flex max-w-prose flex-col gap-3">
      <h1 className="text-2xl font-bold">Privacy</h1>
      <p>
        Display preferences are stored in cookies in your browser; known words of visitors are kept
        in your browser's local storage and sent only to compute coverage.
      </p>
      <p>Accounts store a user name, an e-mail address, a password hash and your known words.</p>
      <p>
        Page views may be counted anonymously; set <code>goi-analytics-disabled</code> in local
        storage to opt out.
      </p>
    </article>
  );
}
