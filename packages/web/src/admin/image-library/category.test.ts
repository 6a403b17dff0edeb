import { IMAGE_CATEGORY_ERROR } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_UPLOAD_FORM, normaliseCategory, uploadFormProblem } from './category';

describe('normaliseCategory', () => {
  it('lower-cases what was typed and keeps everything else', () => {
    expect(normaliseCategory('E2E-Test')).toBe('e2e-test');
    expect(normaliseCategory('News ')).toBe('news ');
  });
});

describe('uploadFormProblem', () => {
  it('asks for files and a category in one sentence when either is missing', () => {
    expect(EMPTY_UPLOAD_FORM).toBe('Please select images and provide a category.');
    expect(uploadFormProblem(0, 'news')).toBe(EMPTY_UPLOAD_FORM);
    expect(uploadFormProblem(2, '')).toBe(EMPTY_UPLOAD_FORM);
    expect(uploadFormProblem(2, '   ')).toBe(EMPTY_UPLOAD_FORM);
  });

  it("refuses a category the server would refuse, with the contract's sentence", () => {
    expect(uploadFormProblem(1, 'team member')).toBe(IMAGE_CATEGORY_ERROR);
    expect(uploadFormProblem(1, 'x'.repeat(51))).toBe(IMAGE_CATEGORY_ERROR);
  });

  it('accepts files with a valid category, surrounding spaces and capitals included', () => {
    expect(uploadFormProblem(1, 'news')).toBeNull();
    expect(uploadFormProblem(3, ' E2E-Test ')).toBeNull();
  });
});
