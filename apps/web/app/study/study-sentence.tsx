/** A sentence from the card's media deck with the studied word marked. */
import type { StudyNext } from '@goi/contracts';

export function StudySentence({ sentence }: { sentence: NonNullable<StudyNext['sentence']> }) {
  const { text, wordPosition, wordLength } = sentence;
  return (
    <p lang="ja" className="text-xl leading-relaxed">
      {text.slice(0, wordPosition)}
      <mark className="rounded bg-yellow-200 px-0.5 text-gray-900 dark:bg-yellow-300">
        {text.slice(wordPosition, wordPosition + wordLength)}
      </mark>
      {text.slice(wordPosition + wordLength)}
    </p>
  );
}
