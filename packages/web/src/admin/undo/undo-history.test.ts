import { describe, expect, it } from 'vitest';
import { sameValues, typedText, TYPING_PAUSE_MS, UndoHistory } from './undo-history';

type Doc = { title: string; text: string; items: string[]; on?: boolean };
const start: Doc = { title: 'Hello', text: 'Body', items: ['a', 'b', 'c'] };

describe('typedText', () => {
  it('names the one text that changed', () => {
    expect(typedText(start, { ...start, title: 'Hello!' })).toBe('title');
    expect(typedText({ list: [{ t: 'x' }] }, { list: [{ t: 'xy' }] })).toBe('list.0.t');
  });

  it('is null for anything but one text: two fields, a list item removed or moved, a flag', () => {
    expect(typedText(start, { ...start, title: 'a', text: 'b' })).toBeNull();
    expect(typedText(start, { ...start, items: ['a', 'c'] })).toBeNull();
    expect(typedText(start, { ...start, items: ['b', 'a', 'c'] })).toBeNull();
    expect(typedText(start, { ...start, on: true })).toBeNull();
    expect(typedText(start, start)).toBeNull();
  });

  it('compares values, not objects', () => {
    expect(sameValues(start, structuredClone(start))).toBe(true);
    expect(sameValues(start, { ...start, items: ['a', 'b'] })).toBe(false);
  });
});

describe('UndoHistory', () => {
  it('groups keystrokes in one field into one step, and steps back to where the form opened', () => {
    const history = new UndoHistory<Doc>(start);
    history.change({ ...start, title: 'Hello ' }, 0);
    history.change({ ...start, title: 'Hello w' }, 300);
    history.change({ ...start, title: 'Hello world' }, 600);
    expect(history.canUndo).toBe(true);
    expect(history.undo()).toEqual(start);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBeNull();
  });

  it('ends a typing step after a pause, in another field, or when the focus moves', () => {
    const history = new UndoHistory<Doc>(start);
    history.change({ ...start, title: 'H1' }, 0);
    history.change({ ...start, title: 'H12' }, TYPING_PAUSE_MS + 1);
    history.change({ ...start, title: 'H12', text: 'B' }, TYPING_PAUSE_MS + 2);
    history.seal();
    history.change({ ...start, title: 'H12', text: 'B2' }, TYPING_PAUSE_MS + 3);
    expect(history.undo()).toEqual({ ...start, title: 'H12', text: 'B' });
    expect(history.undo()).toEqual({ ...start, title: 'H12' });
    expect(history.undo()).toEqual({ ...start, title: 'H1' });
    expect(history.undo()).toEqual(start);
  });

  it('makes every removal and move a step of its own, and redoes them in order', () => {
    const history = new UndoHistory<Doc>(start);
    const removed = { ...start, items: ['a', 'c'] };
    const moved = { ...start, items: ['c', 'a'] };
    history.change(removed, 0);
    history.change(moved, 1);
    expect(history.undo()).toEqual(removed);
    expect(history.undo()).toEqual(start);
    expect(history.canRedo).toBe(true);
    expect(history.redo()).toEqual(removed);
    expect(history.redo()).toEqual(moved);
    expect(history.redo()).toBeNull();
  });

  it('does not join typing to a step that was undone and redone', () => {
    const history = new UndoHistory<Doc>(start);
    history.change({ ...start, title: 'A' }, 0);
    history.undo();
    history.redo();
    history.change({ ...start, title: 'AB' }, 10);
    expect(history.undo()).toEqual({ ...start, title: 'A' });
  });

  it('drops what Redo could put back once a new change is made', () => {
    const history = new UndoHistory<Doc>(start);
    history.change({ ...start, title: 'A' }, 0);
    history.undo();
    history.change({ ...start, text: 'B' }, 5000);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBeNull();
    expect(history.undo()).toEqual(start);
  });

  it('ignores a change to the same values (a field that only registered)', () => {
    const history = new UndoHistory<Doc>(start);
    history.change(structuredClone(start), 0);
    expect(history.canUndo).toBe(false);
  });

  it('keeps the last steps up to its limit, dropping the oldest', () => {
    const history = new UndoHistory<Doc>(start, 3);
    for (let i = 1; i <= 5; i++) history.change({ ...start, on: i % 2 === 0, items: [String(i)] }, i * 5000);
    let steps = 0;
    while (history.undo()) steps++;
    expect(steps).toBe(3);
    expect(history.present.items).toEqual(['2']);
  });

  it('starts afresh from a saved, restored or reloaded document', () => {
    const history = new UndoHistory<Doc>(start);
    history.change({ ...start, title: 'A' }, 0);
    history.undo();
    const saved = { ...start, title: 'Saved' };
    history.restart(saved);
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.present).toEqual(saved);
  });
});
