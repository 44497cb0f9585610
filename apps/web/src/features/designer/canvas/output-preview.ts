/** How much of a step's output the canvas shows: enough to recognise it, cheap to render 500 times. */
export const PREVIEW_CHARS = 120;

/** A one-line preview of a step's output (a truncated output is already a string preview). */
export function outputPreview(value: unknown, max = PREVIEW_CHARS): string {
  let text: string;
  if (value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
