// The inbox's order: newest submitted_at first. The server already answers
// in that order; sorting here keeps the screen right whatever it gets. The sort is stable, so
// messages sent in the same instant keep the server's order (by id), and an unreadable date goes last.
import type { ContactMessage } from '@site/contracts';

const time = (message: ContactMessage) => {
  const t = Date.parse(message.submitted_at);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}
