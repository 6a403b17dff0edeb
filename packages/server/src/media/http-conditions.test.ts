// The answer to a request for a stored file, from its headers and the file's validators: the
// rules of @fastify/send, which serves the uploads folder, so that a bucket's files answer alike.
import { describe, expect, it } from 'vitest';
import { mediaAnswer, parseRanges } from './http-conditions.js';

const info = { size: 100, lastModified: new Date('2026-01-01T00:00:00.500Z'), etag: '"abc"' };
const answer = (headers: Record<string, string>) => mediaAnswer(headers, info);

describe('parseRanges', () => {
  it('reads a-b, a- and -n, clamps the end and joins overlapping or touching ranges', () => {
    expect(parseRanges('bytes=0-9', 100)).toEqual([{ start: 0, end: 9 }]);
    expect(parseRanges('bytes=90-', 100)).toEqual([{ start: 90, end: 99 }]);
    expect(parseRanges('bytes=-10', 100)).toEqual([{ start: 90, end: 99 }]);
    expect(parseRanges('bytes=50-500', 100)).toEqual([{ start: 50, end: 99 }]);
    expect(parseRanges('bytes=0-9,10-19,5-12', 100)).toEqual([{ start: 0, end: 19 }]);
    expect(parseRanges('bytes=0-9,50-59', 100)).toEqual([
      { start: 0, end: 9 },
      { start: 50, end: 59 },
    ]);
  });

  it('finds nothing satisfiable past the end, backwards or without numbers', () => {
    for (const header of ['bytes=100-', 'bytes=9-5', 'bytes=-', 'bytes=x-y', 'bytes=-200', 'bytes=5'])
      expect(parseRanges(header, 100), header).toEqual([]);
  });
});

describe('mediaAnswer', () => {
  it('sends the whole file to a plain request', () => {
    expect(answer({})).toEqual({ status: 200 });
  });

  it('answers 304 to a matching If-None-Match, weakly compared, or *', () => {
    expect(answer({ 'if-none-match': '"abc"' })).toEqual({ status: 304 });
    expect(answer({ 'if-none-match': '"x", W/"abc"' })).toEqual({ status: 200 });
    expect(mediaAnswer({ 'if-none-match': '"abc"' }, { ...info, etag: 'W/"abc"' })).toEqual({ status: 304 });
    expect(answer({ 'if-none-match': '*' })).toEqual({ status: 304 });
    expect(answer({ 'if-none-match': '"other"' })).toEqual({ status: 200 });
  });

  it('answers If-Modified-Since by the second HTTP shows, and ignores it beside If-None-Match', () => {
    expect(answer({ 'if-modified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' })).toEqual({ status: 304 });
    expect(answer({ 'if-modified-since': 'Wed, 31 Dec 2025 23:59:59 GMT' })).toEqual({ status: 200 });
    expect(answer({ 'if-modified-since': 'not a date' })).toEqual({ status: 200 });
    expect(answer({ 'if-none-match': '"other"', 'if-modified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' })).toEqual({ status: 200 });
  });

  it('sends the file to a reload asking past every cache', () => {
    expect(answer({ 'if-none-match': '"abc"', 'cache-control': 'no-cache' })).toEqual({ status: 200 });
  });

  it('answers 412 when If-Match or If-Unmodified-Since does not hold', () => {
    expect(answer({ 'if-match': '"other"' })).toEqual({ status: 412 });
    expect(answer({ 'if-match': '"abc"' })).toEqual({ status: 200 });
    expect(answer({ 'if-match': '*' })).toEqual({ status: 200 });
    expect(answer({ 'if-unmodified-since': 'Wed, 31 Dec 2025 23:59:59 GMT' })).toEqual({ status: 412 });
    expect(answer({ 'if-unmodified-since': 'Thu, 01 Jan 2026 00:00:00 GMT' })).toEqual({ status: 200 });
  });

  it('answers one range with 206, none satisfiable with 416, a malformed or multiple one with the whole file', () => {
    expect(answer({ range: 'bytes=10-19' })).toEqual({ status: 206, range: { start: 10, end: 19 } });
    expect(answer({ range: 'bytes=100-' })).toEqual({ status: 416 });
    expect(answer({ range: 'items=0-5' })).toEqual({ status: 200 });
    expect(answer({ range: 'bytes=0-9,50-59' })).toEqual({ status: 200 });
  });

  it('applies a range only while If-Range names the file or a time not before its change', () => {
    expect(answer({ range: 'bytes=0-9', 'if-range': '"abc"' })).toEqual({ status: 206, range: { start: 0, end: 9 } });
    expect(answer({ range: 'bytes=0-9', 'if-range': '"old"' })).toEqual({ status: 200 });
    expect(answer({ range: 'bytes=0-9', 'if-range': 'Thu, 01 Jan 2026 00:00:00 GMT' })).toEqual({
      status: 206,
      range: { start: 0, end: 9 },
    });
    expect(answer({ range: 'bytes=0-9', 'if-range': 'Wed, 31 Dec 2025 00:00:00 GMT' })).toEqual({ status: 200 });
  });
});
