import { describe, expect, it } from 'vitest';
import { undoAction } from './undo-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
  code = `Key${key.toUpperCase()}`,
) => undoAction({ key, code, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

describe('undoAction', () => {
  it('takes Ctrl+Z and Cmd+Z back, with Shift forward', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('z', { metaKey: true })).toBe('undo');
    expect(press('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
  });

  it('takes Ctrl+Y forward, not Cmd+Y (the Mac uses Cmd+Y for other things)', () => {
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('y', { metaKey: true })).toBeNull();
    expect(press('Y', { ctrlKey: true, shiftKey: true })).toBeNull();
  });

  it('leaves plain letters, other shortcuts and Alt combinations alone', () => {
    expect(press('z')).toBeNull();
    expect(press('Z', { shiftKey: true })).toBeNull();
    expect(press('b', { ctrlKey: true })).toBeNull();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeNull();
  });

  it('reads the key by its place when the layout types another letter there', () => {
    expect(press('я', { ctrlKey: true }, 'KeyZ')).toBe('undo');
    expect(press('z', { ctrlKey: true }, 'KeyY')).toBe('undo');
  });
});
