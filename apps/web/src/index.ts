export { App } from './app/App';
