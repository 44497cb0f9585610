import { QueryClient } from '@tanstack/react-query';
import { onSessionReset } from '../auth';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Nothing fetched for one user may be shown to the next.
onSessionReset(() => queryClient.clear());
