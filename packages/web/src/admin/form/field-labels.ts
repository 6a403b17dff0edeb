// What a field is called in the editor: the contract's words (field-words.ts), so the editor's forms
// and the media library's "Used on" name a field the same.
export { labelFor, patternOf } from '@site/contracts';
