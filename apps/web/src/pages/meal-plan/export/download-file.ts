/** How long the file stays reachable after the click: some browsers read a blob URL only once the download has begun. */
const RELEASE_AFTER_MS = 40_000;

/** Hands a file to the browser as a download under `fileName`, then releases the object URL. */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
