// A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, parsed (mailparser):
// for the email alert tests, and for `pnpm --filter @site/server mail-catcher` by hand. It can be
// told to refuse or stall the next messages, and to ask for a login.
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface CaughtMail {
  /** The envelope's recipients, as the SMTP client named them in RCPT TO. */
  recipients: string[];
  mail: ParsedMail;
}

/** How the server answers one message's DATA: take it, refuse it with a code, or never answer. */
type DataAnswer = 'accept' | 'stall' | { code: number; text: string };

export interface SmtpCatcher {
  port: number;
  /** smtp://user:password@127.0.0.1:port when a login is required, else without the credentials. */
  url: string;
  caught: CaughtMail[];
  /** Answers for the next messages, in order; once used up every message is accepted. */
  answers: DataAnswer[];
  /** How many messages reached DATA (accepted, refused or stalled). */
  dataCount(): number;
  close(): Promise<void>;
}

export interface CatcherOptions {
  /** A port of one's choosing (for a server that is down first and up later); a free one otherwise. */
  port?: number;
  login?: { user: string; pass: string };
  /** Called with every message accepted. */
  onMail?: (mail: CaughtMail) => void;
}

export async function startSmtpCatcher(options: CatcherOptions = {}): Promise<SmtpCatcher> {
  const caught: CaughtMail[] = [];
  const answers: DataAnswer[] = [];
  let dataCount = 0;
  const login = options.login;
  const server = new SMTPServer({
    logger: false,
    // Plain SMTP on 127.0.0.1: no certificate to make, and a login is allowed without TLS.
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !login,
    // Closing does not wait for a stalled client.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      dataCount += 1;
      const answer = answers.shift() ?? 'accept';
      simpleParser(stream).then(
        (mail) => {
          if (answer === 'stall') return;
          if (answer !== 'accept') return callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
          const entry = { recipients: session.envelope.rcptTo.map((r) => r.address), mail };
          caught.push(entry);
          options.onMail?.(entry);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    caught,
    answers,
    dataCount: () => dataCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
