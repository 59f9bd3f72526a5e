import { NO_COVER } from '@goi/contracts/values';
import type { DeckDto } from '@goi/contracts';

/** A fixed 2:3 box, so the page never shifts when the image arrives. */
export function DeckCover({
  deck,
  title,
  className = 'w-28',
}: {
  deck: DeckDto;
  title: string;
  className?: string;
}) {
  const hasCover = deck.coverName && deck.coverName !== NO_COVER;
  return (
    <div
      className={`${className} aspect-[2/3] shrink-0 overflow-hidden rounded bg-gray-200 dark:bg-gray-800`}
    >
      {hasCover ? (
        <img
          src={deck.coverName}
          alt={`Cover of ${title}`}
          loading="lazy"
          width={200}
          height={300}
          className="h-full w-full object-cover"
        />
      ) : (
        <div
          aria-hidden
          className="flex h-full w-full items-center justify-center text-3xl text-gray-400"
          lang="ja"
        >
          語
        </div>
      )}
    </div>
  );
}
