import { describe, expect, it } from 'vitest';
import { loggedPathOf, MAX_LOGGED_PATH_LENGTH, PROBE_FAMILIES, probeFamilyOf, referrerHostOf } from './not-found-paths.js';

describe('what the not-found log counts an address under', () => {
  it('is the path without its query or fragment', () => {
    expect(loggedPathOf('/old-page?email=ada@example.com&utm_source=x')).toBe('/old-page');
    expect(loggedPathOf('/services/windows#prices')).toBe('/services/windows');
    expect(loggedPathOf('/About/')).toBe('/About/');
  });

  it('leaves out the API, the editor, review links, media and the built assets', () => {
    for (const url of [
      '/backend/api/nothing',
      '/api/sections/x',
      '/backend/auth/x',
      '/media/gone.jpg',
      '/assets/index-abc.js',
      '/admin',
      '/admin/not-a-screen',
      '/login',
      '/review/token',
    ])
      expect(loggedPathOf(url), url).toBeUndefined();
    // Only under those prefixes: an address that merely starts alike is a page's.
    expect(loggedPathOf('/administration-services')).toBe('/administration-services');
    expect(loggedPathOf('/mediation')).toBe('/mediation');
  });

  it('leaves out what is not a path of this site, and paths too long to redirect', () => {
    expect(loggedPathOf('//other.example/x')).toBeUndefined();
    expect(loggedPathOf('*')).toBeUndefined();
    expect(loggedPathOf(`/${'a'.repeat(MAX_LOGGED_PATH_LENGTH)}`)).toBeUndefined();
    expect(loggedPathOf(`/${'a'.repeat(MAX_LOGGED_PATH_LENGTH - 1)}`)).toHaveLength(MAX_LOGGED_PATH_LENGTH);
  });

  it('groups the addresses bots probe for other software into one entry per family', () => {
    const cases: [string, string][] = [
      ['/wp-admin/', '/wp-*'],
      ['/wp-login.php', '/wp-*'],
      ['/WP-CONTENT/plugins/x/readme.txt', '/wp-*'],
      ['/xmlrpc.php', '/wp-*'],
      ['/wordpress/wp-admin/setup-config.php', '/wp-*'],
      ['/index.php?s=x', '/*.php'],
      ['/shell.aspx', '/*.php'],
      ['/cgi-bin/luci', '/*.php'],
      ['/.env', '/.*'],
      ['/.git/config', '/.*'],
      ['/app/.env.production', '/.*'],
      ['/phpmyadmin/index', '/phpmyadmin*'],
      ['/phpMyAdmin4.8', '/phpmyadmin*'],
      ['/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin', '/phpmyadmin*'],
      ['/boaform/admin/formLogin', '/phpmyadmin*'],
    ];
    for (const [url, logged] of cases) expect(loggedPathOf(url), url).toBe(logged);
  });

  it('counts standard files under /.well-known/ and ordinary pages as themselves', () => {
    expect(loggedPathOf('/.well-known/security.txt')).toBe('/.well-known/security.txt');
    expect(loggedPathOf('/services/window-cleaning')).toBe('/services/window-cleaning');
    expect(loggedPathOf('/wpa-guide')).toBe('/wpa-guide');
    expect(loggedPathOf('/vendors')).toBe('/vendors');
  });

  it("files each family's own key under that family, so a family's entry is recognised when listed", () => {
    for (const family of PROBE_FAMILIES) {
      expect(probeFamilyOf(family.key)).toBe(family);
      expect(loggedPathOf(family.key)).toBe(family.key);
    }
    expect(probeFamilyOf('/old-page')).toBeUndefined();
  });
});

describe("a referrer's host", () => {
  it('is the host alone: no path, query, port, user or scheme', () => {
    expect(referrerHostOf('https://News.Example:8443/story?id=7&email=a@b.c')).toBe('news.example');
    expect(referrerHostOf('http://user:secret@blog.example/post')).toBe('blog.example');
  });

  it('is none without a referrer or for one that is not a web address', () => {
    expect(referrerHostOf(undefined)).toBeNull();
    expect(referrerHostOf('')).toBeNull();
    expect(referrerHostOf('not a url')).toBeNull();
    expect(referrerHostOf('android-app://com.example.app/')).toBeNull();
    expect(referrerHostOf('file:///etc/passwd')).toBeNull();
  });
});
