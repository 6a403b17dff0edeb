import { describe, expect, it } from 'vitest';
import { downloadFileName } from './download-file-name';

describe('downloadFileName', () => {
  it('reads a quoted filename', () => {
    expect(downloadFileName('attachment; filename="contact-messages-2025-03-01.csv"')).toBe('contact-messages-2025-03-01.csv');
  });

  it('reads an unquoted filename and one with escaped quotes', () => {
    expect(downloadFileName('attachment; filename=messages.csv')).toBe('messages.csv');
    expect(downloadFileName('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('prefers filename* (UTF-8, percent-encoded) to filename', () => {
    expect(downloadFileName(`attachment; filename="Nachrichten.csv"; filename*=UTF-8''Nachrichten%20%C3%BCber.csv`)).toBe(
      'Nachrichten über.csv',
    );
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(downloadFileName(`attachment; filename*=UTF-8''bad%E0%A4%A; filename="ok.csv"`)).toBe('ok.csv');
  });

  it('keeps only the last path segment', () => {
    expect(downloadFileName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(downloadFileName('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('gives undefined without a header or a name', () => {
    expect(downloadFileName(null)).toBeUndefined();
    expect(downloadFileName('attachment')).toBeUndefined();
    expect(downloadFileName('attachment; filename=""')).toBeUndefined();
  });
});
