import { SMTPServer } from "smtp-server";

/** A received message as a person reads it: folded headers unfolded, quoted-printable decoded. */
export const readableMail = (raw: string) =>
  raw
    .replace(/=\r\n/g, "")
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A mail server on loopback that keeps what it receives, for a test's servers to send to
 * (`SMTP_URL=smtp://127.0.0.1:{port}`): a real SMTP conversation, no TLS, any sender.
 */
export function mailCatcher(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        received.push(readableMail(text));
        done();
      });
    },
  });
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    start: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
