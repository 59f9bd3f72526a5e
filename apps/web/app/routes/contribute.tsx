/**
 * `/contribute`: how readers help (report a problem with a deck, suggest media, improve the code)
 * and where the data comes from, with its licences — data/LICENSE-DATA.md retold for readers; the
 * developer notes stay in that file. Links go to SOURCE_REPOSITORY_URL and COMMUNITY_CHAT_URL.
 */
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { pageTitle } from '../lib/page-title';
import type { RootData } from '../root';

export function meta() {
  return [
    { title: pageTitle('Contribute') },
    {
      name: 'description',
      content:
        'Report a problem with a deck, suggest media, and see where the dictionary data comes from.',
    },
  ];
}

const linkClass = 'text-purple-700 underline dark:text-purple-300';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex max-w-prose flex-col gap-2">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Source({
  name,
  href,
  licence,
  children,
}: {
  name: string;
  href: string;
  licence: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <a href={href} className={linkClass} rel="noopener">
        {name}
      </a>{' '}
      — {children} <span className="text-gray-700 dark:text-gray-300">Licence: {licence}.</span>
    </li>
  );
}

const ccBySa = (
  <a href="https://creativecommons.org/licenses/by-sa/4.0/" className={linkClass} rel="noopener">
    CC BY-SA 4.0
  </a>
);

export default function Contribute() {
  const root = useRouteLoaderData<RootData>('root');
  const repository = root?.footerLinks.sourceRepositoryUrl ?? 'https://github.com/goi-app/goi';
  const chat = root?.footerLinks.communityChatUrl;
  const issues = `${repository.replace(/\/+$/, '')}/issues`;
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Contribute</h1>
      <p className="max-w-prose">
        Goi is built in the open, and readers make it better. Here is how you can help, and where
        the words, readings and sentences you see come from.
      </p>

      <Section id="report-title" title="Report a problem with a deck">
        <p>
          A word split in the wrong place, a wrong reading, a missing volume or a wrong title: when
          you are signed in, press <strong>Report an issue</strong> on the deck&apos;s page; the
          report goes straight to this site&apos;s administrators. Without an account, or for a
          problem that is not about one deck, open an issue in the{' '}
          <a href={issues} className={linkClass} rel="noopener">
            project&apos;s issue tracker
          </a>
          . Please include:
        </p>
        <ul className="list-disc pl-6">
          <li>the address of the deck or word page (copy it from your browser);</li>
          <li>the sentence or word that looks wrong, and what you expected instead;</li>
          <li>for a wrong split, the Japanese text around it (a line or two is enough).</li>
        </ul>
      </Section>

      <Section id="suggest-title" title="Suggest media">
        <p>
          Missing a novel, anime, drama or game? Suggest it in the{' '}
          <a href={issues} className={linkClass} rel="noopener">
            issue tracker
          </a>
          {chat ? (
            <>
              {' '}
              or on the{' '}
              <a href={chat} className={linkClass} rel="noopener">
                community chat
              </a>
            </>
          ) : null}
          , with its Japanese title and a link to it (for example on AniList, VNDB or a
          publisher&apos;s page). We can only add works whose text we may use.
        </p>
        <p>
          To study a text that is not in the library, you do not need to wait:{' '}
          <a href="/parse-deck" className={linkClass}>
            make a deck from your own text
          </a>
          .
        </p>
      </Section>

      <Section id="code-title" title="Improve the code">
        <p>
          The source code is on{' '}
          <a href={repository} className={linkClass} rel="noopener">
            the project&apos;s repository
          </a>
          . Fixes and improvements are welcome as pull requests; for larger changes, open an issue
          first so we can talk about it.
        </p>
      </Section>

      <Section id="data-title" title="Where the data comes from">
        <p>
          Goi stands on the work of volunteers who share Japanese language data. Their data is used
          under the licences below; data derived from a CC BY-SA source is shared under the same
          licence.
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <Source name="JMdict" href="https://www.edrdg.org/jmdict/j_jmdict.html" licence={ccBySa}>
            the dictionary of words, readings and meanings, by the Electronic Dictionary Research
            and Development Group (EDRDG), here in the Nihonjindes Dictionary edition by Francesco
            Galgani.
          </Source>
          <Source
            name="KANJIDIC2"
            href="https://www.edrdg.org/wiki/index.php/KANJIDIC_Project"
            licence={ccBySa}
          >
            kanji, with their grades, JLPT levels and frequency, by the EDRDG.
          </Source>
          <Source
            name="Tatoeba"
            href="https://tatoeba.org"
            licence={
              <a
                href="https://creativecommons.org/licenses/by/2.0/fr/"
                className={linkClass}
                rel="noopener"
              >
                CC BY 2.0 FR
              </a>
            }
          >
            example sentences with their translations, by the Tatoeba community.
          </Source>
          <Source name="Kanjium" href="https://github.com/mifunetoshiro/kanjium" licence={ccBySa}>
            pitch accents and word frequencies, by mifunetoshiro (accent data provided by Uros O.).
          </Source>
          <Source
            name="Nazeka"
            href="https://github.com/wareya/nazeka"
            licence="public domain (conjugation rules) and Apache 2.0 (frequency lists)"
          >
            the rules that recognise conjugated words, and frequency lists of novels, web novels and
            visual novels, by wareya.
          </Source>
          <Source name="JL" href="https://github.com/rampaa/JL" licence="Apache 2.0">
            extended conjugation rules, by rampaa.
          </Source>
          <Source
            name="Aozora Bunko"
            href="https://www.aozora.gr.jp"
            licence="public domain texts, transcribed by Aozora Bunko's volunteers"
          >
            the novels of the demo library, such as Natsume Sōseki&apos;s{' '}
            <span lang="ja">こころ</span>.
          </Source>
        </ul>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          This application uses the JMdict/EDICT and KANJIDIC dictionary files. These files are the
          property of the Electronic Dictionary Research and Development Group, and are used in
          conformance with the Group&apos;s licence.
        </p>
      </Section>
    </article>
  );
}
