// The one failure the transfer commands throw: a sentence the person at the terminal can act on.
export class TransferError extends Error {}
