// Where an image is used, in the words of the editor a person opens to change it: "Gallery page, 10th
// image", "About page, Company Profile, image 1", "Page "Careers", block 3 (Hero), image". Everything
// comes from the section registry (page, section label, field labels, list item labels), so a new
// section is described without a line here. The library's "Used on" and the picker read these.
import { isBlockType } from './custom-page-rules.js';
import { blockFacts } from './custom-pages.js';
import { labelFor, patternOf } from './field-words.js';
import { SECTIONS, type SectionEntry } from './registry.js';
import type { EditorOptions } from './section-facts.js';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** What a page of the site is called: "Gallery page"; the layout's sections show on every page. */
function pageWords(section: SectionEntry): string[] {
  if (section.page === 'layout') return [section.label];
  const page = `${capitalised(section.page)} page`;
  return section.label.toLowerCase() === section.page ? [page] : [page, section.label];
}

/**
 * The words for a field path inside a document edited with `options`: each list index as "10th
 * image" (the list's item label), each other key as the editor labels it; a field whose words only
 * repeat the item it is in ("image" in the 10th image) is left out.
 */
export function fieldWords(field: string, options?: Pick<EditorOptions, 'labels' | 'lists'>): string[] {
  const parts = field.split('.').filter(Boolean);
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const name = parts.slice(0, i + 1).join('.');
    const pattern = patternOf(name);
    if (/^\d+$/.test(part)) {
      const listPattern = patternOf(parts.slice(0, i).join('.'));
      const item = options?.lists?.[listPattern]?.itemLabel ?? 'item';
      words.push(`${ordinal(Number(part) + 1)} ${lower(item)}`);
      continue;
    }
    // A list's own name is said by its items ("10th image"), when the editor names them.
    const next = parts[i + 1];
    if (next !== undefined && /^\d+$/.test(next) && options?.lists?.[pattern]?.itemLabel) continue;
    const label = lower(options?.labels?.[pattern] ?? labelFor(part));
    const previous = words.at(-1);
    if (previous && previous.endsWith(` ${label}`)) continue;
    words.push(label);
  }
  return words;
}

/** The section the API serves at `path`, if any. */
export const sectionAt = (path: string) => SECTIONS.find((s) => s.path === path);

/** Where a section's field is: "Gallery page, 10th image". */
export function sectionUseWords(section: SectionEntry, field: string): string {
  return [...pageWords(section), ...fieldWords(field, section.editor)].join(', ');
}

/** Where a field of an editor-built page is: `Page "Careers", block 3 (Hero), image`. */
export function customPageUseWords(page: { title: string; blocks?: readonly { type: string }[] }, field: string): string {
  const match = /^blocks\.(\d+)(?:\.data)?(?:\.(.*))?$/.exec(field);
  if (!match) return [`Page "${page.title}"`, ...fieldWords(field)].join(', ');
  const index = Number(match[1]);
  const type = page.blocks?.[index]?.type;
  const facts = type && isBlockType(type) ? blockFacts(type) : undefined;
  const block = facts ? `block ${index + 1} (${facts.label})` : `block ${index + 1}`;
  return [`Page "${page.title}"`, block, ...fieldWords(match[2] ?? '', facts?.editor)].join(', ');
}

/** Where a service's field is: `Service "Windows", image`. */
export function serviceUseWords(title: string, field: string): string {
  return [`Service "${title}"`, ...fieldWords(field)].join(', ');
}

/**
 * What a library category is called: the place of the field or section whose uploads it files
 * ("About page, Company Profile, image 1"), else its key in words ("Grid cards").
 */
export function categoryWords(category: string): string {
  for (const section of SECTIONS) {
    const field = Object.entries(section.editor.categories ?? {}).find(([, c]) => c === category)?.[0];
    if (field) return sectionUseWords(section, field.replace(/\*/g, '0').replace(/\.0(?=\.|$)/g, ''));
  }
  const sections = SECTIONS.filter((s) => s.editor.category === category);
  const pages = new Set(sections.map((s) => s.page));
  const only = sections[0];
  if (only && sections.length === 1) return pageWords(only).join(', ');
  if (only && pages.size === 1 && only.page !== 'layout') return `${capitalised(only.page)} page`;
  // A category typed at upload is stored as lower-case words joined by dashes ("E2E Test" as
  // "e2e-test"): its words are those, not a field name's ("e2e" stays one word).
  return capitalised(category.replace(/[-_\s]+/g, ' ').trim());
}
