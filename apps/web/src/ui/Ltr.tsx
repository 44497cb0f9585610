import type { ReactNode } from 'react';

/**
 * Figures, durations and times read left to right even in a right-to-left layout ("0 / 10" must not
 * become "10 / 0", nor "136 ms" "ms 136"); an isolate keeps them whole inside the surrounding text.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
