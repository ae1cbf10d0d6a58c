import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// The local user pool's state: users, refresh tokens and the signing key. Kept in memory and
// written through to one JSON file under .data/ so a restart keeps accounts.

export interface LocalUser {
  sub: string;
  email: string;
  passwordHash: string | null;
  status: 'CONFIRMED' | 'UNCONFIRMED';
  attributes: Record<string, string>;
  createdAt: string;
}

interface State {
  signingKeyPem: string | null;
  users: Record<string, LocalUser>;
  refreshTokens: Record<string, { sub: string; clientId: string; expiresAt: number }>;
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [saltHex, hashHex] = stored.split(':');
  const expected = Buffer.from(hashHex ?? '', 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex ?? '', 'hex'), 32);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export class UserStore {
  private state: State = { signingKeyPem: null, users: {}, refreshTokens: {} };

  constructor(private readonly file: string | null) {
    if (file && existsSync(file)) this.state = { ...this.state, ...JSON.parse(readFileSync(file, 'utf8')) };
  }

  private persist() {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state, null, 2));
    renameSync(temp, this.file);
  }

  get signingKeyPem() {
    return this.state.signingKeyPem;
  }
  set signingKeyPem(pem: string | null) {
    this.state.signingKeyPem = pem;
    this.persist();
  }

  byEmail(email: string): LocalUser | undefined {
    const wanted = email.trim().toLowerCase();
    return Object.values(this.state.users).find((user) => user.email === wanted);
  }

  bySub(sub: string): LocalUser | undefined {
    return this.state.users[sub];
  }

  /** Usernames are the sub in a pool that signs in by e-mail; accept either. */
  find(username: string): LocalUser | undefined {
    return this.bySub(username) ?? this.byEmail(username);
  }

  create(input: { email: string; password: string | null; status: LocalUser['status']; attributes: Record<string, string> }): LocalUser {
    const sub = randomUUID();
    const email = input.email.trim().toLowerCase();
    const user: LocalUser = {
      sub,
      email,
      passwordHash: input.password ? hashPassword(input.password) : null,
      status: input.status,
      attributes: { ...input.attributes, sub, email },
      createdAt: new Date().toISOString(),
    };
    this.state.users[sub] = user;
    this.persist();
    return user;
  }

  update(sub: string, change: (user: LocalUser) => void): LocalUser {
    const user = this.state.users[sub];
    if (!user) throw new Error(`no user ${sub}`);
    change(user);
    this.persist();
    return user;
  }

  issueRefreshToken(sub: string, clientId: string, ttlSeconds: number): string {
    const token = randomBytes(48).toString('base64url');
    this.state.refreshTokens[token] = { sub, clientId, expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds };
    this.persist();
    return token;
  }

  refreshTokenOwner(token: string, clientId: string): string | null {
    const entry = this.state.refreshTokens[token];
    if (!entry || entry.clientId !== clientId || entry.expiresAt <= Date.now() / 1000) return null;
    return entry.sub;
  }

  revokeRefreshTokens(sub: string, only?: string) {
    for (const [token, entry] of Object.entries(this.state.refreshTokens)) {
      if (entry.sub === sub && (!only || only === token)) delete this.state.refreshTokens[token];
    }
    this.persist();
  }
}
