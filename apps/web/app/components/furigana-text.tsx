/** A `漢字[かな]` furigana string as <ruby>; with furigana off the kanji stay and the rt goes. */
import { parseFurigana } from '@goi/text';

export function FuriganaText({ text, show }: { text: string; show: boolean }) {
  const segments = parseFurigana(text);
  return (
    <span lang="ja">
      {segments.map((segment, index) =>
        segment.reading && show ? (
          <ruby key={index}>
            {segment.text}
            <rp>(</rp>
            <rt>{segment.reading}</rt>
            <rp>)</rp>
          </ruby>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </span>
  );
}
