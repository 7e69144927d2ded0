import net from 'node:net';

/** How the fake server behaves towards new connections. */
export type SmtpMode = 'answer' | 'silent' | 'greet-then-hang';

export interface FakeSmtp {
  port: number;
  /** the raw text of every message accepted */
  messages: string[];
  /** the Message-ID header of each message accepted */
  messageIds(): string[];
  /** changes the behaviour for connections made from now on */
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server for tests: `answer` accepts every message and keeps its raw text; `silent` accepts the TCP
 * connection and never says a word; `greet-then-hang` greets and then answers nothing.
 */
export function fakeSmtp(initial: SmtpMode = 'answer'): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  let mode = initial;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    if (mode === 'silent') return;
    socket.write('220 fake ESMTP\r\n');
    if (mode === 'greet-then-hang') return;
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        messages,
        messageIds: () => messages.map((m) => /^Message-ID:\s*(\S+)/im.exec(m)?.[1] ?? ''),
        setMode: (next) => {
          mode = next;
          // a server "coming back" drops the connections it was hanging on
          if (next === 'answer') for (const s of sockets) s.destroy();
        },
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
