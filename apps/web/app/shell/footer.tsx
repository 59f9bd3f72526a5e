/** The footer (spec §2): terms and privacy in a new tab, media updates, source, chat, the year. */
import { AppLink } from './app-link';

export interface FooterLinks {
  sourceRepositoryUrl: string;
  communityChatUrl: string;
}

export function Footer({ links, year }: { links: FooterLinks; year: number }) {
  return (
    <footer className="mt-12 border-t border-gray-200 py-6 text-sm text-gray-600 dark:border-gray-800 dark:text-gray-400">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4">
        <p>© {year} Goi</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-4">
          <a href="/terms" target="_blank" rel="noopener" className="hover:underline">
            Terms
          </a>
          <a href="/privacy" target="_blank" rel="noopener" className="hover:underline">
            Privacy
          </a>
          <AppLink to="/media-updates" className="hover:underline">
            New media updates
          </AppLink>
          <AppLink to="/contribute" className="hover:underline">
            Contribute
          </AppLink>
          <a href={links.sourceRepositoryUrl} rel="noopener" className="hover:underline">
            Source code
          </a>
          <a href={links.communityChatUrl} rel="noopener" className="hover:underline">
            Community chat
          </a>
        </nav>
      </div>
    </footer>
  );
}
