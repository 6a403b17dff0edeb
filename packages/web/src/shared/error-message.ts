// The sentence to show for a failure: the one an Error carries (the server's refusal, the browser's
// own words for a request that got no answer), else the caller's. Every screen and form reads its
// failures through here, so an empty message or a thrown non-Error never reaches the admin or a
// visitor as a blank line or "[object Object]".
export function messageOf(error: unknown, fallback: string): string;
export function messageOf(error: unknown, fallback?: string): string | undefined;
export function messageOf(error: unknown, fallback?: string): string | undefined {
  return error instanceof Error && error.message ? error.message : fallback;
}
