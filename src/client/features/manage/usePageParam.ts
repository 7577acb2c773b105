import { useSearchParams } from 'react-router-dom';
import { pageQuerySchema } from '../../../contract';

/**
 * The page of a back-office list, kept in the address (`?page=`, read with the server's own query
 * schema) so a reload or a shared link opens the same page; 1 when absent or unreadable.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = pageQuerySchema.safeParse(Object.fromEntries(params));
  const page = (parsed.success ? parsed.data.page : undefined) ?? 1;
  return [page, (target) => setParams({ page: String(target) })];
}
