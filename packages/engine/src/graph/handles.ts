/** The default output: an edge with `sourceHandle: null` leaves by it. */
export const MAIN_HANDLE = 'main';
/** Where a failed step sends its error when its on-error setting is 'errorEdge'. */
export const ERROR_HANDLE = 'error';
/** A loop's body starts at the edges leaving this handle. */
export const LOOP_BODY_HANDLE = 'loop';
/** A loop's edges leaving this handle run once, after the last iteration. */
export const LOOP_DONE_HANDLE = 'done';

export function handleOf(sourceHandle: string | null | undefined): string {
  return sourceHandle ?? MAIN_HANDLE;
}
