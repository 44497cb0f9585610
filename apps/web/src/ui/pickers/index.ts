// Pickers and filters of the team's projects, datasets and authorizations, on the shared queries of src/api.
export { AuthorizationSelect } from './AuthorizationSelect';
export { DatasetPicker } from './DatasetPicker';
export { ProjectFilter, useProjectName } from './ProjectFilter';
export { ProjectSelect } from './ProjectSelect';
