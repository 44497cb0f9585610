import { MenuItem, TextField } from '@mui/material';
import { useProjectList } from '../../api/projects';

const NO_PROJECT = '';

/**
 * A form's project field: one of the team's projects, or none (''). A project the list does not hold
 * (yet, or any more) stays chosen under its id rather than vanishing from the field.
 */
export function ProjectSelect({
  label,
  noneLabel,
  value,
  error,
  onChange,
  testId,
}: {
  label: string;
  noneLabel: string;
  value: string;
  error: string | undefined;
  onChange(projectId: string): void;
  testId: string;
}) {
  const projects = useProjectList();
  return (
    <TextField
      size="small"
      fullWidth
      select
      label={label}
      value={value}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value={NO_PROJECT}>
        <em>{noneLabel}</em>
      </MenuItem>
      {(projects.data ?? []).map((project) => (
        <MenuItem key={project.id} value={project.id}>
          {project.name}
        </MenuItem>
      ))}
      {value !== NO_PROJECT && !projects.data?.some((p) => p.id === value) && (
        <MenuItem value={value}>{value}</MenuItem>
      )}
    </TextField>
  );
}
