/** Previous/next links over a paginated envelope, keeping the other query parameters. */
import { pageInfo } from '@goi/contracts/values';
import { useLocation } from 'react-router';
import { AppLink } from '../shell/app-link';

export function Pager({
  totalItems,
  pageSize,
  currentOffset,
  param = 'offset',
}: {
  totalItems: number;
  pageSize: number;
  currentOffset: number;
  param?: string;
}) {
  const location = useLocation();
  const info = pageInfo({ totalItems, pageSize, currentOffset });
  if (info.totalPages <= 1) return null;
  const href = (offset: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(offset));
    return `${location.pathname}?${params.toString()}`;
  };
  const linkClass = 'rounded border px-3 py-1 hover:bg-purple-100 dark:hover:bg-purple-900';
  return (
    <nav aria-label="Pages" className="my-4 flex items-center justify-center gap-3 text-sm">
      {currentOffset > 0 ? (
        <AppLink to={href(info.previousOffset)} className={linkClass} rel="prev">
          Previous
        </AppLink>
      ) : (
        <span aria-disabled="true" className="px-3 py-1 text-gray-600 dark:text-gray-400">
          Previous
        </span>
      )}
      <span>
        Page {info.currentPage} of {info.totalPages}
      </span>
      {info.nextOffset < totalItems ? (
        <AppLink to={href(info.nextOffset)} className={linkClass} rel="next">
          Next
        </AppLink>
      ) : (
        <span aria-disabled="true" className="px-3 py-1 text-gray-600 dark:text-gray-400">
          Next
        </span>
      )}
    </nav>
  );
}
