import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './router';
import { MessageBar, ShellThemeProvider } from './shell-bridge';

/** Providers outside the router, so the splash and the message bar share the theme with every route. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellThemeProvider>
        <RouterProvider router={router} />
        <MessageBar />
      </ShellThemeProvider>
    </QueryClientProvider>
  );
}
