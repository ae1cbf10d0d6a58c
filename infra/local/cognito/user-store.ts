import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// The local user pool's state: users, refresh tokens and the signing key. Kept in memory and
// written through to one JSON file under .data/ so a restart keeps accounts.

export interface LocalUser {
  sub: string;
  /** Lower-cased; empty for a phone-only user. */
  email: string;
  passwordHash: string | null;
  status: 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD';
  attributes: Record<string, string>;
  /** User-pool groups (cognito:groups in the tokens); absent means none. */
  groups?: string[];
  createdAt: string;
}

interface State {
  signingKeyPem: string | null;
  users: Record<string, LocalUser>;
  refreshTokens: Record<string, { sub: string; clientId: string; expiresAt: number }>;
  /** Confirmation and password-reset codes: purpose#sub → code and expiry (epoch ms). */
  codes: Record<string, { code: string; expiresAt: number }>;
  /** The local Secrets Manager's values, by secret id. */
  secrets: Record<string, string>;
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
  private state: State = { signingKeyPem: null, users: {}, refreshTokens: {}, codes: {}, secrets: {} };

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

  /** By a verified phone number: the pool's phone sign-in alias. */
  byPhone(phone: string): LocalUser | undefined {
    return Object.values(this.state.users).find(
      (user) => user.attributes.phone_number === phone && user.attributes.phone_number_verified === 'true',
    );
  }

  /** Usernames are the sub; e-mail and verified phone are aliases, as in the real pool. */
  find(username: string): LocalUser | undefined {
    return (
      this.bySub(username) ?? this.byEmail(username) ?? (username.startsWith('+') ? this.byPhone(username) : undefined)
    );
  }

  all(): LocalUser[] {
    return Object.values(this.state.users);
  }

  create(input: {
    email: string;
    password: string | null;
    status: LocalUser['status'];
    attributes: Record<string, string>;
  }): LocalUser {
    const sub = randomUUID();
    const email = input.email.trim().toLowerCase();
    const user: LocalUser = {
      sub,
      email,
      passwordHash: input.password ? hashPassword(input.password) : null,
      status: input.status,
      attributes: { ...input.attributes, sub, ...(email ? { email } : {}) },
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

  /** Forgets the user with their refresh tokens and codes, as AdminDeleteUser does in the real pool. */
  remove(sub: string) {
    delete this.state.users[sub];
    for (const [token, entry] of Object.entries(this.state.refreshTokens)) {
      if (entry.sub === sub) delete this.state.refreshTokens[token];
    }
    for (const key of Object.keys(this.state.codes)) {
      if (key.endsWith(`#${sub}`)) delete this.state.codes[key];
    }
    this.persist();
  }

  setCode(purpose: string, sub: string, code: string, expiresAt: number) {
    this.state.codes[`${purpose}#${sub}`] = { code, expiresAt };
    this.persist();
  }

  takeCode(purpose: string, sub: string): { code: string; expiresAt: number } | undefined {
    return this.state.codes[`${purpose}#${sub}`];
  }

  clearCode(purpose: string, sub: string) {
    delete this.state.codes[`${purpose}#${sub}`];
    this.persist();
  }

  /** A secret's value, made once (random) and kept with the pool's state. */
  secret(id: string, make: () => string): string {
    if (!this.state.secrets[id]) {
      this.state.secrets[id] = make();
      this.persist();
    }
    return this.state.secrets[id]!;
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
