import { pageTitle } from '../lib/page-title';

export function meta() {
  return [{ title: pageTitle('FAQ') }];
}

const entries = [
  [
    'What is Goi?',
    'A library of Japanese media parsed into vocabulary decks, with statistics, difficulty and your own coverage.',
  ],
  [
    'How is coverage computed?',
    'Coverage is the share of the words in a title (counted by occurrence) that you know; unique coverage counts each word once. Mark words as known on any vocabulary list; they are kept in your browser.',
  ],
  [
    'How is difficulty computed?',
    'From the text itself: vocabulary rarity, kanji load and sentence length, on a scale from Beginner to Expert.',
  ],
  [
    'Which formats can I download?',
    'Anki (.apkg), CSV, TXT (one word per line or repeated by occurrence) and Yomitan frequency dictionaries.',
  ],
  [
    'Where does the dictionary come from?',
    'JMdict and KANJIDIC2 from the Electronic Dictionary Research and Development Group; see the Contribute page for every source and licence.',
  ],
] as const;

export default function Faq() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Frequently asked questions</h1>
      {entries.map(([question, answer]) => (
        <section key={question}>
          <h2 className="text-lg font-semibold">{question}</h2>
          <p className="max-w-prose">{answer}</p>
        </section>
      ))}
    </div>
  );
}
