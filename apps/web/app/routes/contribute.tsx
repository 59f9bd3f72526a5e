/** `/contribute`: how to help, and the data attribution (data/LICENSE-DATA.md). */
import dataLicence from '../../../../data/LICENSE-DATA.md?raw';
import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('Contribute') }];
}

export default function Contribute() {
  return (
    <article className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Contribute</h1>
      <p className="max-w-prose">
        Report wrong parses or missing media, suggest titles, or improve the code: the source
        repository is linked in the footer.
      </p>
      <section aria-labelledby="attribution-title">
        <h2 id="attribution-title" className="text-xl font-semibold">
          Data and attribution
        </h2>
        <pre className="mt-2 overflow-auto rounded bg-white p-4 text-xs whitespace-pre-wrap dark:bg-gray-900">
          {dataLicence}
        </pre>
      </section>
    </article>
  );
}
