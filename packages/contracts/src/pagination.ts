import { z } from 'zod';

/** The paginated envelope every list endpoint returns: `{ data, totalItems, pageSize, currentOffset }`. */
export function paginatedSchema<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    totalItems: z.number().int().nonnegative(),
    pageSize: z.number().int().nonnegative(),
    currentOffset: z.number().int().nonnegative(),
  });
}
export { pageInfo, type Paginated } from './paging';
