import { linkTypeLabels } from '@goi/contracts/values';
import type { LinkDto } from '@goi/contracts';

export function DeckLinks({ links }: { links: readonly LinkDto[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 text-xs">
      {links.map((link) => (
        <li key={link.linkId}>
          <a
            href={link.url}
            rel="noopener nofollow"
            target="_blank"
            className="rounded bg-gray-100 px-2 py-0.5 hover:underline dark:bg-gray-800"
          >
            {linkTypeLabels[link.linkType]}
          </a>
        </li>
      ))}
    </ul>
  );
}
