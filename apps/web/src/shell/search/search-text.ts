/** Search input and titles alike: trimmed, accents stripped, lower-cased (reference: global search). */
export function normalizeSearchText(text: string): string {
  return normalizeChars(text.trim());
}

// Turkish dotless ı has no accent to strip; it folds to i so "I", "ı", "İ" and "i" all meet.
function normalizeChars(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
}

export type HighlightPart = { text: string; match: boolean };

/**
 * Splits a title around the first match of the query, comparing normalised text but returning the
 * title's own characters, so "Čes" highlights "Čes" in "Česky" for the query "ces".
 */
export function highlightMatch(title: string, query: string): HighlightPart[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [{ text: title, match: false }];
  // Each normalised character remembers the original character it came from.
  const chars = Array.from(title);
  const origin: number[] = [];
  let normalized = '';
  chars.forEach((char, index) => {
    const folded = normalizeChars(char);
    normalized += folded;
    for (let i = 0; i < folded.length; i++) origin.push(index);
  });
  const at = normalized.indexOf(needle);
  if (at < 0) return [{ text: title, match: false }];
  const start = origin[at] ?? 0;
  const end = (origin[at + needle.length - 1] ?? chars.length - 1) + 1;
  return [
    { text: chars.slice(0, start).join(''), match: false },
    { text: chars.slice(start, end).join(''), match: true },
    { text: chars.slice(end).join(''), match: false },
  ].filter((part) => part.text.length > 0);
}

/** The items whose title holds the query, in their order, at most `max` of them; none for a blank query. */
export function searchByTitle<T>(
  items: readonly T[],
  query: string,
  title: (item: T) => string,
  max: number,
): T[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [];
  return items.filter((item) => normalizeSearchText(title(item)).includes(needle)).slice(0, max);
}
