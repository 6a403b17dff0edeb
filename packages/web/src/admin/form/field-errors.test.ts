import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './field-errors';

describe('firstErrorMessage', () => {
  it("gives a plain field's own message", () => {
    expect(firstErrorMessage({ type: 'custom', message: 'Keep this under 300 characters.' })).toBe(
      'Keep this under 300 characters.',
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });

  it('finds the first message inside a structured value, such as a rich-text document', () => {
    const error = {
      content: [
        undefined,
        {
          content: [
            {
              marks: [
                {
                  attrs: {
                    href: { type: 'custom', message: 'Use a link that starts with http://, https://, /, #, mailto: or tel:.' },
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(firstErrorMessage(error)).toBe('Use a link that starts with http://, https://, /, #, mailto: or tel:.');
  });

  it("does not walk into the field's element", () => {
    const element = { message: 'not an error' };
    Object.setPrototypeOf(element, { tagName: 'DIV' });
    expect(firstErrorMessage({ ref: { message: 'the ref' }, content: [element] })).toBeUndefined();
  });
});
