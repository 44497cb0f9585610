// Pickers and filters of the team's projects, datasets and authorizations, on the shared queries of src/api.
export { ProjectFilter, useProjectName } from './ProjectFilter';
