import { randomUUID } from "node:crypto";
import net from "node:net";
import tls from "node:tls";
import { OtpDeliveryError } from "./types.ts";

export interface SmtpOptions {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`. */
  readonly url: string;
  readonly from: string;
  readonly timeoutMs?: number;
}

interface Reply {
  code: number;
  lines: string[];
}

/**
 * A minimal SMTP submission client (RFC 5321 + STARTTLS + AUTH PLAIN): one plain-text message per
 * connection. Account mail is a handful of messages an hour, so no pooling is needed.
 */
export async function sendMail(options: SmtpOptions, to: string, subject: string, text: string): Promise<void> {
  const url = new URL(options.url);
  const implicitTls = url.protocol === "smtps:";
  const port = Number(url.port || (implicitTls ? 465 : 587));
  const session = await SmtpSession.open(url.hostname, port, implicitTls, options.timeoutMs ?? 10_000);
  try {
    await session.expect(null, 220);
    let hello = await session.expect(`EHLO ${hostnameOf(options.from)}`, 250);
    if (!implicitTls && hello.lines.some((l) => /^STARTTLS\b/i.test(l))) {
      await session.expect("STARTTLS", 220);
      await session.upgrade(url.hostname);
      hello = await session.expect(`EHLO ${hostnameOf(options.from)}`, 250);
    }
    if (url.username) {
      const credentials = Buffer.from(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`).toString("base64");
      await session.expect(`AUTH PLAIN ${credentials}`, 235);
    }
    await session.expect(`MAIL FROM:<${clean(options.from)}>`, 250);
    await session.expect(`RCPT TO:<${clean(to)}>`, 250, 251);
    await session.expect("DATA", 354);
    await session.expect(`${message(options.from, to, subject, text)}\r\n.`, 250);
    await session.send("QUIT");
  } finally {
    session.close();
  }
}

function clean(value: string): string {
  return value.replace(/[\r\n<>]/g, "");
}

function hostnameOf(address: string): string {
  return clean(address.split("@")[1] ?? "localhost");
}

function header(value: string): string {
  const plain = clean(value);
  return /^[\x20-\x7e]*$/.test(plain) ? plain : `=?UTF-8?B?${Buffer.from(plain).toString("base64")}?=`;
}

function message(from: string, to: string, subject: string, text: string): string {
  const headers = [
    `From: ${clean(from)}`,
    `To: ${clean(to)}`,
    `Subject: ${header(subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${hostnameOf(from)}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
  ];
  // Dot-stuffing (RFC 5321 4.5.2): a line starting with "." gets a second one.
  const body = text
    .split(/\r?\n/)
    .map((line) => (line.startsWith(".") ? `.${line}` : line))
    .join("\r\n");
  return `${headers.join("\r\n")}\r\n\r\n${body}`;
}

class SmtpSession {
  private buffer = "";
  private pending: { resolve: (r: Reply) => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;

  private constructor(
    private socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  static open(host: string, port: number, implicitTls: boolean, timeoutMs: number): Promise<SmtpSession> {
    return new Promise((resolve, reject) => {
      const socket = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
      const ready = implicitTls ? "secureConnect" : "connect";
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new OtpDeliveryError(`SMTP connect to ${host}:${port} timed out`));
      }, timeoutMs);
      socket.once(ready, () => {
        clearTimeout(timer);
        resolve(new SmtpSession(socket, timeoutMs));
      });
      socket.once("error", (error) => {
        clearTimeout(timer);
        reject(new OtpDeliveryError(`SMTP connect failed: ${error.message}`));
      });
    });
  }

  private attach(socket: net.Socket): void {
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      this.buffer += chunk;
      this.drain();
    });
    socket.on("error", (error) => this.fail(new OtpDeliveryError(`SMTP connection error: ${error.message}`)));
    socket.on("close", () => this.fail(new OtpDeliveryError("SMTP connection closed")));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const waiter = this.pending;
    this.pending = undefined;
    waiter?.reject(error);
  }

  /** Resolves the waiter once a complete (possibly multi-line) reply is buffered. */
  private drain(): void {
    if (!this.pending) return;
    const lines = this.buffer.split("\r\n");
    const last = lines.findIndex((l) => /^\d{3}( |$)/.test(l));
    if (last < 0) return;
    const replyLines = lines.slice(0, last + 1);
    this.buffer = lines.slice(last + 1).join("\r\n");
    const waiter = this.pending;
    this.pending = undefined;
    waiter.resolve({ code: Number(replyLines[last]?.slice(0, 3)), lines: replyLines.map((l) => l.slice(4)) });
  }

  private reply(): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new OtpDeliveryError("SMTP server did not answer in time")), this.timeoutMs);
      this.pending = {
        resolve: (r) => {
          clearTimeout(timer);
          resolve(r);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.drain();
    });
  }

  async send(line: string): Promise<void> {
    this.socket.write(`${line}\r\n`);
  }

  /** Sends `line` (or nothing, for the greeting) and checks the reply code. */
  async expect(line: string | null, ...codes: number[]): Promise<Reply> {
    if (line !== null) await this.send(line);
    const reply = await this.reply();
    if (!codes.includes(reply.code)) {
      const shown = line?.startsWith("AUTH") ? "AUTH" : (line?.split("\r\n")[0] ?? "greeting");
      throw new OtpDeliveryError(`SMTP ${shown} answered ${reply.code} ${reply.lines.join(" ")}`.slice(0, 300));
    }
    return reply;
  }

  upgrade(host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.removeAllListeners("data");
      this.socket.removeAllListeners("close");
      this.socket.removeAllListeners("error");
      const secure = tls.connect({ socket: this.socket, servername: host });
      secure.once("secureConnect", () => {
        this.socket = secure;
        this.buffer = "";
        this.attach(secure);
        resolve();
      });
      secure.once("error", (error) => reject(new OtpDeliveryError(`SMTP STARTTLS failed: ${error.message}`)));
    });
  }

  close(): void {
    this.socket.removeAllListeners("close");
    this.socket.end();
  }
}
