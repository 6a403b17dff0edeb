// What /media/ answers to a request for a stored file, decided from the request's headers and the
// file's size and validators alone, before any of it is read. The rules are those of @fastify/send,
// which answers files in the uploads folder, so that a file in a bucket is answered the same way:
// If-Match and If-Unmodified-Since (412), If-None-Match before If-Modified-Since (304), then one
// byte range (206, or 416 when none of it is in the file) unless If-Range no longer holds; a
// malformed Range or several ranges get the whole file.
import type { IncomingHttpHeaders } from 'node:http';
import type { ByteRange, StoredFileInfo } from './storage.js';

export type MediaAnswer =
  { status: 200 } | { status: 206; range: ByteRange } | { status: 304 } | { status: 412 } | { status: 416 };

/** The tags of an If-Match or If-None-Match list, blanks dropped. */
const tagsOf = (list: string) =>
  list
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const weaklyEqual = (tag: string, etag: string) => tag === etag || `W/${tag}` === etag;

const dateOf = (value: string | undefined) => (value === undefined ? NaN : Date.parse(value));

/** The file's Last-Modified as HTTP sends it, whole seconds: the comparisons use what the client saw. */
const lastModifiedOf = (info: StoredFileInfo) => Date.parse(info.lastModified.toUTCString());

function preconditionFails(headers: IncomingHttpHeaders, info: StoredFileInfo): boolean {
  const ifMatch = headers['if-match'];
  if (ifMatch && ifMatch.trim() !== '*' && !tagsOf(ifMatch).some((tag) => weaklyEqual(tag, info.etag))) return true;
  const unmodifiedSince = dateOf(headers['if-unmodified-since']);
  return !Number.isNaN(unmodifiedSince) && lastModifiedOf(info) > unmodifiedSince;
}

function notModified(headers: IncomingHttpHeaders, info: StoredFileInfo): boolean {
  // A reload that asks past every cache gets the file.
  if (headers['cache-control']?.includes('no-cache')) return false;
  const ifNoneMatch = headers['if-none-match'];
  // If-Modified-Since is ignored beside If-None-Match, the more exact of the two.
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.trim() === '*' || tagsOf(ifNoneMatch).some((tag) => weaklyEqual(tag, info.etag));
  const modifiedSince = dateOf(headers['if-modified-since']);
  return !Number.isNaN(modifiedSince) && lastModifiedOf(info) <= modifiedSince;
}

/** Whether a Range still applies: no If-Range, or one naming the file's ETag or a time not before its Last-Modified. */
function rangeFresh(headers: IncomingHttpHeaders, info: StoredFileInfo): boolean {
  const ifRange = headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.includes('"')) return ifRange.includes(info.etag);
  const time = Date.parse(ifRange);
  return !Number.isNaN(time) && lastModifiedOf(info) <= time;
}

/**
 * The ranges of a `bytes=` header within `size` bytes, overlapping and touching ones joined: none
 * when no range is satisfiable. Forms: `a-b`, `a-` (to the end), `-n` (the last n bytes).
 */
export function parseRanges(header: string, size: number): ByteRange[] {
  const ranges: ByteRange[] = [];
  for (const part of header.slice(header.indexOf('=') + 1).split(',')) {
    const dash = part.indexOf('-');
    if (dash < 0) continue;
    let start = parseInt(part.slice(0, dash), 10);
    let end = parseInt(part.slice(dash + 1), 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end) || end > size - 1) end = size - 1;
    if (!Number.isNaN(start) && !Number.isNaN(end) && start > -1 && start <= end) ranges.push({ start, end });
  }
  ranges.sort((a, b) => a.start - b.start);
  const joined: ByteRange[] = [];
  for (const range of ranges) {
    const last = joined.at(-1);
    if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  return joined;
}

export function mediaAnswer(headers: IncomingHttpHeaders, info: StoredFileInfo): MediaAnswer {
  if (preconditionFails(headers, info)) return { status: 412 };
  if (notModified(headers, info)) return { status: 304 };
  const range = headers.range;
  if (range === undefined || !/^ *bytes=/.test(range) || !rangeFresh(headers, info)) return { status: 200 };
  const ranges = parseRanges(range, info.size);
  if (ranges.length === 0) return { status: 416 };
  return ranges.length === 1 ? { status: 206, range: ranges[0]! } : { status: 200 };
}
