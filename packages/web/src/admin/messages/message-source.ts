// Where a message came from, as the inbox says it: "Contact form on /contact", the form alone when
// the page is unknown, nothing for a message stored before either was recorded. The page is text:
// React escapes it, and it is never made a link (the server keeps it to a path of this site).
import { MESSAGE_FORMS, type ContactMessage, type MessageForm } from '@site/contracts';

function formLabel(form: string): string {
  return Object.hasOwn(MESSAGE_FORMS, form) ? MESSAGE_FORMS[form as MessageForm] : form;
}

export function sourceOf(message: Pick<ContactMessage, 'form' | 'page'>): string | null {
  if (!message.form) return message.page ? `Sent from ${message.page}` : null;
  const form = formLabel(message.form);
  return message.page ? `${form} on ${message.page}` : form;
}
