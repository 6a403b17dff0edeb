import { describe, expect, it } from 'vitest';
import { getSection } from '@site/contracts';
import { SERVICE_EDITOR_OPTIONS } from '../../services/service-editor-options';
import { changeLabel } from './change-labels';

describe('changeLabel', () => {
  const faq = getSection('faq').editor ?? {};

  it("names a field by the form's label, else by the contract's words", () => {
    expect(changeLabel('faqBgColor', faq)).toBe('Question background colour');
    expect(changeLabel('bgColor', faq)).toBe('Background colour');
  });

  it("names a list item by its list's item label and its place, counted from 1", () => {
    expect(changeLabel('faqs.2.answer', faq)).toBe('Questions › Question 3 › Answer');
    expect(changeLabel('items.0')).toBe('Items › Item 1');
  });

  it('names a service and its features under the list the form puts them in', () => {
    expect(
      changeLabel(
        '1.features.0.iconPath',
        { ...SERVICE_EDITOR_OPTIONS, lists: { services: { itemLabel: 'Service' }, ...SERVICE_EDITOR_OPTIONS.lists } },
        'services',
      ),
    ).toBe('Service 2 › Features › Feature 1 › Icon');
  });
});
