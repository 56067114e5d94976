import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  at: number;
  messageId: string;
  rcpt: string[];
  raw: string;
}

export interface TestSmtpServer {
  received: ReceivedMail[];
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps every message it accepts. The crash and
 * fault scripts kill its clients mid-conversation: the reset connection is expected there, so
 * connection errors are counted, not thrown (an EventEmitter's unheard 'error' ends the test run).
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer & { connectionErrors: () => number }> {
  const received: ReceivedMail[] = [];
  let connectionErrors = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          at: Date.now(),
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          rcpt: session.envelope.rcptTo.map((to) => to.address.toLowerCase()),
          raw,
        });
        callback();
      });
    },
  });
  server.on('error', () => connectionErrors++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    connectionErrors: () => connectionErrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
