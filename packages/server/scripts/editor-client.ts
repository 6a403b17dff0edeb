// An editor's calls to the content API from a benchmark script, signed in with a token as the
// editor's own screens are: what the benchmarks change, they change the way an admin would.
const API = '/backend/api';

/** Signs in at `base` and calls the content API there. */
export class Editor {
  constructor(
    private readonly base: string,
    private token = '',
  ) {}

  async signIn(username: string, password: string): Promise<void> {
    const res = await fetch(`${this.base}/backend/auth/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`Signing in answered ${res.status}.`);
    this.token = ((await res.json()) as { auth_token: string }).auth_token;
  }

  /** An editor's call (with a token, so a cache in front never keeps it); answers its JSON, if any. */
  async call<T = unknown>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${API}${url}`, {
      method,
      headers: { authorization: `Token ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
