import { useEffect, useEffectEvent } from 'react';

/** After a delete or a new filter leaves the page past the end, go to the last page that has rows. */
export function useClampPage(
  data: { items: unknown[]; total: number } | undefined,
  page: number,
  pageSize: number,
  setPage: (page: number) => void,
): void {
  const move = useEffectEvent(setPage);
  const last = data ? Math.max(0, Math.ceil(data.total / pageSize) - 1) : 0;
  const past = data !== undefined && data.items.length === 0 && data.total > 0 && page > last;
  useEffect(() => {
    if (past) move(last);
  }, [past, last]);
}
