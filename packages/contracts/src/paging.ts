/** The paginated envelope's type and the paging values derived from it, free of zod. */
export type Paginated<T> = { data: T; totalItems: number; pageSize: number; currentOffset: number };

/** Paging values the client derives from an envelope (reference §0). */
export function pageInfo(page: Omit<Paginated<unknown>, 'data'>) {
  const pageSize = Math.max(1, page.pageSize);
  return {
    totalPages: Math.ceil(page.totalItems / pageSize),
    currentPage: Math.floor(page.currentOffset / pageSize) + 1,
    previousOffset: Math.max(0, page.currentOffset - pageSize),
    nextOffset: Math.min(page.totalItems, page.currentOffset + pageSize),
  };
}
