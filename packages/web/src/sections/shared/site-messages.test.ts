import { describe, expect, it } from 'vitest';
import { FILL_ALL_FIELDS, INVALID_EMAIL, siteMessagesDefault } from '@site/contracts/site';
import { MESSAGE_SENT, SERVER_ERROR } from './send-contact-message';
import { contactFormWords, formSentence, siteMessagesOf } from './site-messages';

const bengali = siteMessagesOf({
  formFillAll: 'সব ঘর পূরণ করুন।',
  formSent: 'বার্তা পাঠানো হয়েছে!',
  readMore: '  ',
});
const words = contactFormWords(bengali);

describe("the site's own words", () => {
  it('are the English defaults where none is written, and the translation where one is', () => {
    expect(siteMessagesOf(undefined)).toEqual(siteMessagesDefault);
    expect(bengali.readMore).toBe('Read More');
    expect(bengali.formFillAll).toBe('সব ঘর পূরণ করুন।');
  });

  it("put the contact form's sentences in the page's words, the server's refusals too, and leave any other as written", () => {
    expect(formSentence(FILL_ALL_FIELDS, words)).toBe('সব ঘর পূরণ করুন।');
    expect(formSentence(MESSAGE_SENT, words)).toBe('বার্তা পাঠানো হয়েছে!');
    expect(formSentence(`Error: ${FILL_ALL_FIELDS}`, words)).toBe('Error: সব ঘর পূরণ করুন।');
    expect(formSentence(INVALID_EMAIL, words)).toBe(INVALID_EMAIL);
    expect(formSentence(SERVER_ERROR, contactFormWords(siteMessagesDefault))).toBe(SERVER_ERROR);
    expect(formSentence('Please keep the name under 200 characters.', words)).toBe('Please keep the name under 200 characters.');
  });

  it('show the server\'s refusal of one of the site\'s sentences without the English "Error: " on a page in another language', () => {
    expect(formSentence(`Error: ${FILL_ALL_FIELDS}`, words, false)).toBe('সব ঘর পূরণ করুন।');
    // Not translated: the English sentence alone, as the page's other words fall back.
    expect(formSentence(`Error: ${INVALID_EMAIL}`, words, false)).toBe(INVALID_EMAIL);
    // A sentence the site does not translate keeps the server's words and their prefix: both English.
    expect(formSentence('Error: Too many messages.', words, false)).toBe('Error: Too many messages.');
    // The default language's page, as the specification writes it.
    expect(formSentence(`Error: ${FILL_ALL_FIELDS}`, contactFormWords(siteMessagesDefault), true)).toBe(
      `Error: ${FILL_ALL_FIELDS}`,
    );
  });
});
