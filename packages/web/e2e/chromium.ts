// The Chromium the browser tests and the editor's benchmark run: Debian's (or the one CHROME_PATH
// names), never a downloaded browser; no sandbox (CI runs as root) and nothing reaching the internet.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
