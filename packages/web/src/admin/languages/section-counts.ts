// The rule of what counts as an untranslated text, for a page editor in a language: loaded with
// that screen only, so a one-language site's editors do not download it.
export { sectionsUntranslated } from '@site/contracts';
