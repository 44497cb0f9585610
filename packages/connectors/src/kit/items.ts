/** "bug, ui" → ["bug", "ui"]: a comma-separated prop as a list, blanks left out. */
export const commaList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A field of an item as text ('' without it): a polling trigger's `itemId`, or an `itemTime` that sorts as text. */
export const fieldText =
  (name: string) =>
  (item: unknown): string =>
    typeof item === 'object' && item !== null ? String(Reflect.get(item, name) ?? '') : '';
