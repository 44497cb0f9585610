import { createBrowserRouter } from 'react-router';
import { setAuthNavigator } from '../auth';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// Logout and session expiry happen outside React; they navigate through the app's router.
setAuthNavigator((to) => router.navigate(to));
