import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ErrorPage } from '../features/system/ErrorPage';
import { WelcomePage } from '../features/system/WelcomePage';
import { createAppTheme } from '../shell/theme';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  const theme = useMemo(() => createAppTheme('dark'), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<WelcomePage />} />
            <Route
              path="/pages/errors/error-404"
              element={
                <ErrorPage code={404} text="Sorry but we could not find the page you are looking for" />
              }
            />
            <Route
              path="/pages/errors/error-500"
              element={<ErrorPage code={500} text="Well, you broke the internet!" />}
            />
            <Route path="*" element={<Navigate to="/pages/errors/error-404" replace />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
