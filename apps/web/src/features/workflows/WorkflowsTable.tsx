import type { WorkflowListItem } from '@flowlane/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { WORKFLOWS_TEXTS } from './texts';
import { WorkflowRow } from './WorkflowRow';
import type { ProjectRef } from './workflows-api';

export function WorkflowsTable({
  workflows,
  projects,
  canEdit,
}: {
  workflows: WorkflowListItem[];
  projects: ProjectRef[] | null;
  canEdit: boolean;
}) {
  const names = new Map((projects ?? []).map((project) => [project.id, project.name]));
  // Without projects (or a projects API) the column would only hold dashes.
  const showProject = (projects ?? []).length > 0;
  return (
    <TableContainer>
      <Table size="small" data-testid="workflows-table" sx={{ '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{WORKFLOWS_TEXTS.enabled}</TableCell>
            <TableCell>{WORKFLOWS_TEXTS.title}</TableCell>
            {showProject && <TableCell>{WORKFLOWS_TEXTS.project}</TableCell>}
            <TableCell>{WORKFLOWS_TEXTS.triggers}</TableCell>
            <TableCell>{WORKFLOWS_TEXTS.lastRun}</TableCell>
            <TableCell>{WORKFLOWS_TEXTS.nextRun}</TableCell>
            <TableCell align="right">{WORKFLOWS_TEXTS.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workflows.map((workflow) => (
            <WorkflowRow
              key={workflow.id}
              workflow={workflow}
              projectName={workflow.projectId ? names.get(workflow.projectId) : undefined}
              showProject={showProject}
              canEdit={canEdit}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
