/**
 * Hands a file to the browser's download under `name`: a click on a link to an object URL. The browser has
 * taken the bytes once the click ran; the URL is let go a little later, not at once, for slower browsers.
 */
export function saveFile(file: Blob | string, name: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(typeof file === 'string' ? new Blob([file], { type }) : file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
