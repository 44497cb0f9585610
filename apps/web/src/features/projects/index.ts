// Projects (spec section 2, /projects and /projects/{projectId}).
export { ProjectPage } from './ProjectPage';
export { ProjectsPage } from './ProjectsPage';
