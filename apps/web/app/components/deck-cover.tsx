import { mediaTypeLabels, NO_COVER } from '@goi/contracts/values';
import type { DeckDto } from '@goi/contracts';

/**
 * Where a deck's cover is: a stored cover's name becomes `/api/covers/{name}` (served immutable);
 * an absolute URL or path is kept; none (or the reference's `nocover.jpg`) gives null.
 */
export function coverSrc(coverName: string | null | undefined): string | null {
  if (!coverName || coverName === NO_COVER) return null;
  if (/^(https?:)?\/\//.test(coverName) || coverName.startsWith('/')) return coverName;
  return `/api/covers/${encodeURIComponent(coverName)}`;
}

/** A stable hue per title, so a generated cover looks the same on every page. */
function hueOf(title: string): number {
  let hash = 0;
  for (const character of title) hash = (hash * 31 + character.codePointAt(0)!) % 360;
  return hash;
}

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
  const src = coverSrc(deck.coverName);
  const hue = hueOf(deck.originalTitle);
  return (
    <div
      className={`${className} aspect-[2/3] shrink-0 overflow-hidden rounded bg-gray-200 dark:bg-gray-800`}
    >
      {src ? (
        <img
          src={src}
          alt={`Cover of ${title}`}
          loading="lazy"
          width={200}
          height={300}
          className="h-full w-full object-cover"
        />
      ) : (
        // No cover: one generated from the title and the media type, not a grey box. Hidden
        // from screen readers, which read the title beside it.
        <div
          aria-hidden
          data-testid="generated-cover"
          className="flex h-full w-full flex-col justify-between p-[8%] text-white"
          style={{
            background: `linear-gradient(160deg, hsl(${hue} 45% 42%), hsl(${(hue + 40) % 360} 50% 24%))`,
          }}
        >
          <span lang="ja" className="line-clamp-5 break-words text-xs font-semibold leading-tight">
            {deck.originalTitle}
          </span>
          <span className="truncate text-[0.6rem] uppercase tracking-wide opacity-80">
            {mediaTypeLabels[deck.mediaType]}
          </span>
        </div>
      )}
    </div>
  );
}
