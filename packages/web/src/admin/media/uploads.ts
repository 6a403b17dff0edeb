// The Media Library's uploads as a list, one entry per file: waiting, going up (with the part sent),
// stored, or refused with the server's sentence for that file. Plain functions over the list, so
// the screen only keeps it in state.
export type UploadState =
  { status: 'waiting' } | { status: 'sending'; sent: number } | { status: 'done' } | { status: 'failed'; message: string };

export interface UploadEntry {
  key: number;
  name: string;
  state: UploadState;
}

let nextKey = 1;

export function queueUploads(files: readonly File[]): UploadEntry[] {
  return files.map((file) => ({ key: nextKey++, name: file.name, state: { status: 'waiting' } }));
}

export function withState(list: readonly UploadEntry[], key: number, state: UploadState): UploadEntry[] {
  return list.map((entry) => (entry.key === key ? { ...entry, state } : entry));
}

/** What the entry's line says after its name. */
export function stateLabel(state: UploadState): string {
  switch (state.status) {
    case 'waiting':
      return 'Waiting…';
    case 'sending':
      return `Uploading… ${Math.round(state.sent * 100)}%`;
    case 'done':
      return 'Uploaded';
    case 'failed':
      return state.message;
  }
}

/** The status line over the list: how many are stored and how many were refused. */
export function uploadSummary(list: readonly UploadEntry[]): string {
  const done = list.filter((e) => e.state.status === 'done').length;
  const failed = list.filter((e) => e.state.status === 'failed').length;
  const open = list.length - done - failed;
  if (open > 0) return `Uploading ${list.length - open + 1} of ${list.length}...`;
  const stored = `${done} of ${list.length} uploaded`;
  return failed ? `${stored}, ${failed} refused.` : `${stored}.`;
}
