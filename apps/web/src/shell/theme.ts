import { createTheme, type Theme } from '@mui/material/styles';

/** The default theme of the spec: defaultDark (fuseDark primary, sky blue secondary). */
export function createAppTheme(mode: 'light' | 'dark' = 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { light: '#5e6c78', main: '#192d3e', dark: '#122230', contrastText: '#ffffff' },
      secondary: { light: '#d0f4fe', main: '#61dafb', dark: '#33c2f8' },
      background:
        mode === 'dark' ? { paper: '#1E2125', default: '#121212' } : { paper: '#FFFFFF', default: '#f6f7f9' },
    },
    typography: { fontFamily: 'Muli, Roboto, "Helvetica", Arial, sans-serif' },
  });
}
