// The words the site writes itself (the Site messages section of the layout): the contact form's,
// "Read More", the Not Found page's and the language switcher's name. Every page's answer carries
// the section in the page's language (translated like any section, with its fallbacks); a word left
// empty is the English default, so the site never shows a blank button.
import { createContext, use, useMemo, type ReactNode } from 'react';
import { FILL_ALL_FIELDS, INVALID_EMAIL, siteMessagesDefault, type SiteMessages } from '@site/contracts/site';
import { MESSAGE_SENT, REFUSAL_PREFIX, SEND_FAILED, SERVER_ERROR } from './send-contact-message';

/** The stored words with the English default wherever one is empty or missing (an answer from before the section). */
export function siteMessagesOf(stored: Partial<SiteMessages> | undefined): SiteMessages {
  const words = { ...siteMessagesDefault };
  for (const key of Object.keys(words) as (keyof SiteMessages)[]) {
    const word = stored?.[key]?.trim();
    if (word) words[key] = word;
  }
  return words;
}

const SiteMessagesContext = createContext<SiteMessages>(siteMessagesDefault);

export function SiteMessagesProvider({
  messages,
  children,
}: {
  messages: Partial<SiteMessages> | undefined;
  children: ReactNode;
}) {
  // The same words object while the section is the same: the editor's preview draws the page again
  // on every keystroke, and what reads the words (the navbar) is then left as it is.
  const words = useMemo(() => siteMessagesOf(messages), [messages]);
  return <SiteMessagesContext value={words}>{children}</SiteMessagesContext>;
}

export const useSiteMessages = () => use(SiteMessagesContext);

/** The site messages the contact form uses. */
const CONTACT_FORM_KEYS = [
  'formName',
  'formEmail',
  'formMessage',
  'formRequired',
  'formSend',
  'formSending',
  'formSent',
  'formFillAll',
  'formInvalidEmail',
  'formServerError',
  'formSendFailed',
] as const satisfies readonly (keyof SiteMessages)[];

/** The contact form's words: an island, so they travel in its props (the page's data block). */
export type ContactFormWords = Pick<SiteMessages, (typeof CONTACT_FORM_KEYS)[number]>;

export function contactFormWords(messages: SiteMessages): ContactFormWords {
  return Object.fromEntries(CONTACT_FORM_KEYS.map((key) => [key, messages[key]])) as ContactFormWords;
}

/**
 * A sentence of the form's (the browser's check, the send's outcome, the server's refusal) in the
 * page's words: the site's own sentences are looked up, as are the server's when it sends one of
 * them (`Error: Please fill in all the fields.`); any other sentence (a length limit) is as written.
 * The specification's English "Error: " before a refusal is kept on a page in the site's default
 * language only: in another, the page's own sentence stands alone, in the visitor's language, rather
 * than after an English word (a sentence the site does not translate keeps it: both are English).
 */
export function formSentence(sentence: string, words: ContactFormWords, inDefaultLanguage = true): string {
  const own: Record<string, string> = {
    [FILL_ALL_FIELDS]: words.formFillAll,
    [INVALID_EMAIL]: words.formInvalidEmail,
    [MESSAGE_SENT]: words.formSent,
    [SERVER_ERROR]: words.formServerError,
    [SEND_FAILED]: words.formSendFailed,
  };
  if (Object.hasOwn(own, sentence)) return own[sentence]!;
  const refused = sentence.startsWith(REFUSAL_PREFIX) ? sentence.slice(REFUSAL_PREFIX.length) : undefined;
  if (refused === undefined || !Object.hasOwn(own, refused)) return sentence;
  return inDefaultLanguage ? `${REFUSAL_PREFIX}${own[refused]}` : own[refused]!;
}
