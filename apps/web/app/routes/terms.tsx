import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Terms of use') }];
}

export default function Terms() {
  return (
    <article className="flex max-w-prose flex-col gap-3">
      <h1 className="text-2xl font-bold">Terms of use</h1>
      <p>
        Goi is provided as is, without warranty, for personal study. Statistics and decks are
        derived automatically and may contain errors.
      </p>
      <p>
        Do not use the service to redistribute copyrighted texts; decks contain word lists and short
        example sentences only.
      </p>
      <p>Automated access must respect the published rate limits.</p>
    </article>
  );
}
