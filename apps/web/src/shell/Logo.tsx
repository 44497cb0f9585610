import { Box } from '@mui/material';

/** The Flowlane mark: three lanes flowing into one. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, color: 'secondary.main' }}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" opacity={0.16} />
      <path
        d="M7 9h7c3 0 4 2 5 4s2 3 5 3h1M7 16h18M7 23h7c3 0 4-2 5-4s2-3 5-3"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
      />
    </Box>
  );
}
