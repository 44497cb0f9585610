// Muli, then Roboto (reference: typography), bundled so the closed network needs no font host.
import '@fontsource/muli/latin-400-normal.css';
import '@fontsource/muli/latin-600-normal.css';
import '@fontsource/muli/latin-700-normal.css';
import '@fontsource/muli/latin-800-normal.css';
import '@fontsource/roboto/latin-400.css';
