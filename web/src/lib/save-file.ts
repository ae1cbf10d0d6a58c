/**
 * Hands a file made in the browser (a calendar entry, a data export) to the browser's download,
 * under the given name. The object URL is let go once the browser has taken the file.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
