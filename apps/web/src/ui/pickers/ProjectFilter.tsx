import { useTranslation } from 'react-i18next';
import { useProjectList } from '../../api/projects';
import { SelectFilter } from '../SelectFilter';

/** A list's project filter (one project or all); hidden while the team has no projects. */
export function ProjectFilter({
  value,
  onChange,
  testId,
}: {
  value: string | null;
  onChange(projectId: string | null): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const projects = useProjectList();
  if ((projects.data?.length ?? 0) === 0) return null;
  return (
    <SelectFilter
      label={t('projects.project')}
      allLabel={t('projects.allProjects')}
      value={value}
      options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
      onChange={onChange}
      testId={testId}
    />
  );
}

/** The project's name for a list row ("—" for none). */
export function useProjectName(): (id: string | null) => string {
  const projects = useProjectList();
  return (id) => (id ? (projects.data?.find((p) => p.id === id)?.name ?? '—') : '—');
}
