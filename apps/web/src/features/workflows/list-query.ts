import { z } from 'zod';
import { listParam } from '../../ui';
import { WORKFLOW_SORTS } from './workflows-api';

export const WORKFLOW_PAGE_SIZES = [10, 20, 50] as const;

/** Search (?q=), project, sort and paging of the workflow list, kept in the URL. */
export const WorkflowListQuery = z.object({
  search: listParam.search(),
  projectId: listParam.id('projectId'),
  sort: listParam.choice('sort', z.enum(WORKFLOW_SORTS), 'updated'),
  page: listParam.page(),
  pageSize: listParam.pageSize(20),
});
