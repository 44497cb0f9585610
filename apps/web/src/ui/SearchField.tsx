import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';

const DEBOUNCE_MS = 300;

/** A list's search box: typing settles for a moment before the list is asked again. */
export function SearchField({
  value,
  onChange,
  label,
  testId,
  autoFocus = false,
}: {
  value: string;
  onChange(value: string): void;
  label: string;
  /** `data-testid` of the input. */
  testId: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(value);
  const commit = useEffectEvent((next: string) => onChange(next));
  // A new ?q= from outside (back button, a link) replaces what is typed.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      autoFocus={autoFocus}
      onChange={(event) => setText(event.target.value)}
      placeholder={label}
      sx={{ flex: '1 1 240px', maxWidth: 420 }}
      slotProps={{
        htmlInput: { 'aria-label': label, 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
