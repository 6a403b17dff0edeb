// Which Host is believed for absolute URLs, and PUBLIC_URL as the configuration reads it.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { trustedOrigin } from './public-origin.js';

describe('trustedOrigin without PUBLIC_URL', () => {
  const originOf = trustedOrigin({ host: '127.0.0.1', port: 3000 });

  it.each([
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['localhost:3000', 'http://localhost:3000'],
    ['LOCALHOST:3000', 'http://localhost:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
  ])('believes %s, this server on its own port', (host, origin) => {
    expect(originOf({ protocol: 'http', host })).toBe(origin);
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost',
    'localhost:3001',
    '127.0.0.1:3000@evil.example',
    'localhost:3000/evil.example',
    'localhost:3000\\@evil.example',
    'localhost:99999',
    '127.0.0.1.evil.example:3000',
    '',
  ])('does not believe %j', (host) => {
    expect(originOf({ protocol: 'http', host })).toBeUndefined();
  });

  it('believes the port the connection arrived at (PORT=0 listens on any free port)', () => {
    const anyPort = trustedOrigin({ host: '127.0.0.1', port: 0 });
    expect(anyPort({ protocol: 'http', host: '127.0.0.1:41234', localPort: 41234 })).toBe('http://127.0.0.1:41234');
    expect(anyPort({ protocol: 'http', host: '127.0.0.1:41235', localPort: 41234 })).toBeUndefined();
  });

  it('believes the HOST address too, unless it is a wildcard', () => {
    expect(trustedOrigin({ host: '192.168.1.20', port: 80 })({ protocol: 'http', host: '192.168.1.20' })).toBe(
      'http://192.168.1.20',
    );
    expect(trustedOrigin({ host: '::1', port: 3000 })({ protocol: 'http', host: '[::1]:3000' })).toBe('http://[::1]:3000');
    const everywhere = trustedOrigin({ host: '0.0.0.0', port: 3000 });
    expect(everywhere({ protocol: 'http', host: '0.0.0.0:3000' })).toBeUndefined();
    expect(everywhere({ protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
  });
});

describe('trustedOrigin with PUBLIC_URL', () => {
  it('answers PUBLIC_URL whatever the Host says', () => {
    const originOf = trustedOrigin({ host: '0.0.0.0', port: 3000, publicUrl: 'https://www.example.com' });
    for (const host of ['evil.example', 'localhost:3000', ''])
      expect(originOf({ protocol: 'http', host })).toBe('https://www.example.com');
  });
});

describe('PUBLIC_URL in the configuration', () => {
  it.each([
    ['https://www.example.com', 'https://www.example.com'],
    ['https://www.example.com/', 'https://www.example.com'],
    ['HTTPS://WWW.Example.com:443', 'https://www.example.com'],
    ['http://192.168.1.20:8080', 'http://192.168.1.20:8080'],
  ])('reads %j as the origin %j', (value, origin) => {
    expect(loadConfig({ PUBLIC_URL: value }, '/app').publicUrl).toBe(origin);
  });

  it('is unset by default', () => {
    expect(loadConfig({}, '/app').publicUrl).toBeUndefined();
  });

  it.each([
    'www.example.com',
    'https://www.example.com/site',
    'https://www.example.com/?a=1',
    'ftp://www.example.com',
    'https://user:pw@www.example.com',
    'https://www.example.com#top',
  ])('refuses %j in one sentence', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value }, '/app')).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: value }, '/app')).toThrow(
      `Invalid configuration: PUBLIC_URL must be the address visitors use, an http(s) origin such as https://www.example.com (scheme, host and port only, no path) (got "${value}").`,
    );
  });
});
