// Saves a fetched file the way a download link would: a temporary object URL on a link with the
// `download` attribute, clicked once. The URL is released a minute later, long after the browser
// has started the download (releasing it at once can cancel the download in some browsers).
import type { DownloadedFile } from '../api/contact-messages-export';

export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
