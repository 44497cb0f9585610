import { Box } from '@mui/material';
import { highlightMatch } from './search-text';

/** A title with the part matching the query in bold (plain text, never HTML). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  let offset = 0;
  const parts = highlightMatch(text, query).map((part) => {
    const start = offset;
    offset += part.text.length;
    return { ...part, start };
  });
  return (
    <span>
      {parts.map((part) =>
        part.match ? (
          <Box
            key={part.start}
            component="mark"
            sx={{ bgcolor: 'transparent', color: 'secondary.main', fontWeight: 800 }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={part.start}>{part.text}</span>
        ),
      )}
    </span>
  );
}
