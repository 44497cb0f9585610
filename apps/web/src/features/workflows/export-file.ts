/** The file name the server gives an export ("<title>.json", unsafe characters as "_"). */
export function exportFileName(title: string): string {
  return `${title.replace(/[^\w.-]+/g, '_') || 'workflow'}.json`;
}

/** Saves JSON as a download through a temporary object URL. */
export function downloadJson(value: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
