import { describe, expect, it } from 'vitest';
import {
  checkSave,
  localPath,
  parseFrom,
  parseTo,
  resolve,
  ruleFor,
  targetOf,
  withVisitorQuery,
  type Rule,
} from './redirect-rules.js';

const value = <T>(parsed: { ok: true; value: T } | { ok: false; problem: { message: string } }) => {
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
};
const problemOf = (parsed: { ok: boolean; problem?: { field: string; message: string } }) => parsed.problem;
const rule = (from: string, to: string, status: 301 | 302 = 301): Rule => ({ from, to, status });

describe('a from', () => {
  it('gets a leading slash, loses a trailing one, and is percent-encoded as a browser sends it', () => {
    expect(value(parseFrom('old-page'))).toBe('/old-page');
    expect(value(parseFrom(' /old-page/ '))).toBe('/old-page');
    expect(value(parseFrom('/Old/Page'))).toBe('/Old/Page');
    expect(value(parseFrom('/café'))).toBe('/caf%C3%A9');
    expect(value(parseFrom('/a/../b'))).toBe('/b');
    expect(value(parseFrom('/'))).toBe('/');
  });

  it('may be a prefix ending in /*', () => {
    expect(value(parseFrom('/blog/*'))).toBe('/blog/*');
    expect(value(parseFrom('blog/2019/*'))).toBe('/blog/2019/*');
  });

  it('is refused with a query, a whole address, a star elsewhere, or /*', () => {
    expect(problemOf(parseFrom('/old?x=1'))).toEqual({ field: 'from', message: expect.stringContaining('without a query') });
    expect(problemOf(parseFrom('https://example.com/old'))?.message).toContain('path only');
    expect(problemOf(parseFrom('/bl*g'))?.message).toContain('Only a final /*');
    expect(problemOf(parseFrom('/*'))?.message).toContain('every address');
    expect(problemOf(parseFrom('/old page'))?.message).toContain('no spaces');
  });

  it('may not take over the editor, the API, the media or what else the server answers', () => {
    for (const from of [
      '/admin',
      '/admin/messages-list',
      '/login',
      '/backend',
      '/backend/api/pages',
      '/api/x',
      '/media/a.jpg',
      '/assets/x.js',
      '/healthz',
      '/sitemap.xml',
      '/robots.txt',
      '/review/abc',
      '/backend/*',
    ])
      expect(problemOf(parseFrom(from))?.message, from).toMatch(/which a redirect may not\.$/);
    // A prefix above one of them would take it over too; a sibling is fine.
    expect(problemOf(parseFrom('/media/*'))?.message).toContain('/media');
    expect(value(parseFrom('/administration'))).toBe('/administration');
    expect(value(parseFrom('/adm/*'))).toBe('/adm/*');
  });
});

describe('a to', () => {
  it('is a path of this site or an http(s) address, with a query of its own if wanted', () => {
    expect(value(parseTo('/new-page/', false))).toBe('/new-page');
    expect(value(parseTo('/new?ref=old#top', false))).toBe('/new?ref=old#top');
    expect(value(parseTo('https://Partner.example/offer/', false))).toBe('https://partner.example/offer');
    expect(value(parseTo('https://partner.example', false))).toBe('https://partner.example');
  });

  it('of a prefix rule always ends in /*: the rest of the path is passed on', () => {
    expect(value(parseTo('/news', true))).toBe('/news/*');
    expect(value(parseTo('/news/*', true))).toBe('/news/*');
    expect(value(parseTo('/', true))).toBe('/*');
    expect(value(parseTo('https://blog.example/*?via=site', true))).toBe('https://blog.example/*?via=site');
  });

  it('is refused when it is neither, or has a /* without a prefix from', () => {
    expect(problemOf(parseTo('new-page', false))).toEqual({ field: 'to', message: expect.stringContaining('starting with /') });
    expect(problemOf(parseTo('ftp://x.example/a', false))?.message).toContain('starting with /');
    expect(problemOf(parseTo('javascript:alert(1)', false))?.message).toContain('starting with /');
    expect(problemOf(parseTo('//evil.example/x', false))?.message).toContain('in full');
    expect(problemOf(parseTo('/new/*', false))?.message).toContain('Only a redirect from a prefix');
  });

  it('leads to a path of this site, or nowhere here', () => {
    expect(localPath('/new/?x=1')).toBe('/new');
    expect(localPath('/*')).toBe('/');
    expect(localPath('https://partner.example/a')).toBeUndefined();
  });
});

describe('which rule answers a path, and where it sends the visitor', () => {
  const rules = [
    rule('/old', '/new'),
    rule('/blog/*', '/news/*'),
    rule('/blog/2019/*', 'https://archive.example/*'),
    rule('/shop/*', '/*'),
  ];

  it('prefers an exact rule, then the longest prefix', () => {
    expect(ruleFor(rules, '/old')?.to).toBe('/new');
    expect(ruleFor(rules, '/old/x')).toBeUndefined();
    expect(ruleFor(rules, '/blog/2019/a')?.from).toBe('/blog/2019/*');
    expect(ruleFor(rules, '/blog/2020/a')?.from).toBe('/blog/*');
    expect(ruleFor(rules, '/blogs')).toBeUndefined();
  });

  it('appends the rest of the path after a prefix', () => {
    expect(targetOf(rules[1]!, '/blog/a/b')).toBe('/news/a/b');
    expect(targetOf(rules[1]!, '/blog')).toBe('/news');
    expect(targetOf(rules[2]!, '/blog/2019/x')).toBe('https://archive.example/x');
    expect(targetOf(rules[3]!, '/shop/item')).toBe('/item');
    expect(targetOf(rules[3]!, '/shop')).toBe('/');
    expect(targetOf(rule('/a/*', '/b/*?ref=a'), '/a/c')).toBe('/b/c?ref=a');
  });

  it("merges the visitor's query into the target's own, the target's values kept", () => {
    expect(withVisitorQuery('/new', 'utm_source=x&b=2')).toBe('/new?utm_source=x&b=2');
    expect(withVisitorQuery('/new?ref=old#top', 'ref=mine&utm_source=x')).toBe('/new?ref=old&utm_source=x#top');
    expect(withVisitorQuery('/new', '')).toBe('/new');
  });

  it('follows a chain to its end so the visitor is sent once, and gives up on a circle', () => {
    const chain = [rule('/a', '/b?from=a'), rule('/b', '/c', 302), rule('/c', 'https://x.example/')];
    expect(resolve(chain, '/a')).toMatchObject({ location: 'https://x.example/?from=a', status: 302, rule: { from: '/a' } });
    expect(resolve(chain, '/d')).toBeUndefined();
    expect(resolve([rule('/a', '/b'), rule('/b', '/a')], '/a')).toBeUndefined();
  });
});

describe('saving a rule among the others', () => {
  const all = () => true;

  it('refuses a rule that leads to itself', () => {
    expect(checkSave(rule('/a', '/a'), [], all)).toMatchObject({
      ok: false,
      problem: { field: 'to', message: expect.stringContaining('circle') },
    });
    expect(checkSave(rule('/old/*', '/old/new/*'), [], all).ok).toBe(false);
    expect(checkSave(rule('/old', '/old/new'), [], all).ok).toBe(true);
  });

  it('refuses A→B→A in either order, through prefixes and through renames', () => {
    expect(checkSave(rule('/b', '/a'), [rule('/a', '/b')], all).ok).toBe(false);
    expect(checkSave(rule('/a/*', '/b/*'), [rule('/b/*', '/a/*')], all).ok).toBe(false);
    expect(checkSave(rule('/b/x', '/a/x'), [rule('/a/*', '/b/*')], all).ok).toBe(false);
    // A renamed page /careers now at /jobs: a redirect from /jobs back to /careers would circle.
    const rename = rule('/careers', '/jobs');
    expect(checkSave(rule('/jobs', '/careers'), [rename], (r) => r !== rename).ok).toBe(false);
  });

  it('collapses a chain: its own target followed, and the rules leading to it pointed past it', () => {
    expect(checkSave(rule('/a', '/b'), [rule('/b', '/c?x=1')], all)).toEqual({ ok: true, to: '/c?x=1', rewrites: [] });
    expect(checkSave(rule('/b', '/c'), [rule('/a', '/b?x=1')], all)).toEqual({
      ok: true,
      to: '/c',
      rewrites: [{ from: '/a', to: '/c?x=1' }],
    });
    expect(checkSave(rule('/old/*', '/mid/*'), [rule('/mid/*', '/new/*')], all)).toEqual({
      ok: true,
      to: '/new/*',
      rewrites: [],
    });
    expect(checkSave(rule('/mid/*', '/new/*'), [rule('/old/*', '/mid/*')], all)).toMatchObject({
      rewrites: [{ from: '/old/*', to: '/new/*' }],
    });
    // An exact rule is not collapsed into a prefix: it moves one address of many.
    expect(checkSave(rule('/mid', '/x'), [rule('/old/*', '/mid/*')], all)).toEqual({ ok: true, to: '/x', rewrites: [] });
  });

  it("leaves a rename's target alone: it follows its page", () => {
    const rename = rule('/careers', '/jobs');
    expect(checkSave(rule('/jobs', '/work'), [rename], (r) => r !== rename)).toEqual({ ok: true, to: '/work', rewrites: [] });
  });
});
