import { RunStatus } from '@flowlane/contracts';
import { z } from 'zod';
import { listParam } from '../../ui';

export const RUN_PAGE_SIZES = [10, 20, 50] as const;

/** Status, page and page size of the run list, kept in the URL (?status=&page=&pageSize=). */
export const RunListQuery = z.object({
  status: listParam.choice('status', RunStatus, null),
  page: listParam.page(),
  pageSize: listParam.pageSize(10),
});
