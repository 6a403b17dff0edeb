// A timestamp as the admin reads it: the browser's own date and time format; an unreadable one as it came.
export function readableDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}
