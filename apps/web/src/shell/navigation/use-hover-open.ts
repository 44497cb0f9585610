import { LIMITS } from '@flowlane/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open while hovered, after the spec's hover delay (150 ms) both ways, so passing the pointer over a
 * menu does not flash it and the gap between a button and its menu does not close it.
 */
export function useHoverOpen(delay: number = LIMITS.hoverMenuDelayMs) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpen(next), delay);
    },
    [delay],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const set = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    setOpen(next);
  }, []);
  return { open, setOpen: set, onEnter: () => schedule(true), onLeave: () => schedule(false) };
}
