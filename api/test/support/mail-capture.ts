// A nodemailer transport that keeps what would have been sent, for assertions. `failNext` makes the
// next sends fail (an SMTP server that is down) to exercise the outbox's retries.
import type { SentMessageInfo, Transport } from 'nodemailer';

export interface CapturedMail { to: string; from: string; subject: string; html: string; text: string }

export interface MailCapture {
  transport: Transport<SentMessageInfo>;
  sent: CapturedMail[];
  to(address: string): CapturedMail[];
  failNext(count: number): void;
  clear(): void;
}

const addressOf = (v: unknown): string => {
  if (typeof v === 'string') return v.toLowerCase();
  if (Array.isArray(v)) return v.map(addressOf).join(', ');
  if (v && typeof v === 'object' && 'address' in v) return String((v as { address: unknown }).address).toLowerCase();
  return String(v ?? '');
};

export function mailCapture(): MailCapture {
  const sent: CapturedMail[] = [];
  let failures = 0;
  let n = 0;
  const transport: Transport<SentMessageInfo> = {
    name: 'capture',
    version: '1.0.0',
    send(mail, callback) {
      if (failures > 0) {
        failures--;
        callback(new Error('connect ECONNREFUSED 127.0.0.1:25'), undefined as unknown as SentMessageInfo);
        return;
      }
      const d = mail.data;
      sent.push({ to: addressOf(d.to), from: addressOf(d.from), subject: String(d.subject ?? ''), html: String(d.html ?? ''), text: String(d.text ?? '') });
      callback(null, { messageId: `<captured-${++n}@test>`, envelope: mail.message.getEnvelope() } as SentMessageInfo);
    },
  };
  return {
    transport,
    sent,
    to: (address) => sent.filter((m) => m.to === address.toLowerCase()),
    failNext: (count) => { failures = count; },
    clear: () => { sent.length = 0; },
  };
}
