import type { Clock, DirectoryUser, Mailer, OneTimeSecretStore, OutgoingEmail, PendingEvent, SmsSender, UserDirectory } from '../../functions/services/ports';

// In-memory stand-ins for the ports, with the same conditional behaviour as the DynamoDB ones.
export function fakeClock(start = '2026-11-21T10:00:00.000Z') {
  let now = new Date(start).getTime();
  const clock: Clock & { advance(ms: number): void } = { now: () => new Date(now), advance: (ms) => (now += ms) };
  return clock;
}

export function fakeSecrets() {
  const slots = new Map<string, number>();
  const secrets = new Map<string, { secretHash: string; expiresAt: Date }>();
  const events: PendingEvent[] = [];
  const store: OneTimeSecretStore = {
    async claimSendSlot(purpose, subject, now, minGapMs, pending = []) {
      const key = `${purpose}#${subject}`;
      const last = slots.get(key);
      if (last !== undefined && last > now.getTime() - minGapMs) return false;
      slots.set(key, now.getTime());
      events.push(...pending);
      return true;
    },
    async put(purpose, subject, secretHash, expiresAt) {
      secrets.set(`${purpose}#${subject}`, { secretHash, expiresAt });
    },
    async get(purpose, subject) {
      return secrets.get(`${purpose}#${subject}`) ?? null;
    },
    async consume(purpose, subject, secretHash) {
      const key = `${purpose}#${subject}`;
      if (secrets.get(key)?.secretHash !== secretHash) return false;
      secrets.delete(key);
      return true;
    },
  };
  return { store, events, secrets };
}

export function fakeMailer() {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { send: async (email) => void sent.push(email) };
  return { mailer, sent };
}

export function fakeSms() {
  const sent: { phone: string; message: string }[] = [];
  const sms: SmsSender = { send: async (phone, message) => void sent.push({ phone, message }) };
  return { sms, sent };
}

export function fakeDirectory(users: DirectoryUser[] = []): UserDirectory & { users: DirectoryUser[] } {
  return {
    users,
    findByEmail: async (email) => users.find((u) => u.email === email) ?? null,
    findByPhone: async (phone) => users.find((u) => u.phone === phone) ?? null,
    createPhoneUser: async (phone) => {
      const user = { username: `sub-${users.length + 1}`, email: null, phone, name: null };
      users.push(user);
      return user;
    },
  };
}
