// Accounts, sessions, event staff, visibility and player links, in auth_* tables of
// the event log's database, with their own versioned migrations (auth_schema_migrations).
// Secrets are stored hashed: session tokens and player tokens by SHA-256 (they are long random
// values, so a fast hash suffices), passwords by scrypt (password.ts).
import { createHash, createHmac, randomBytes } from "node:crypto";
import { planMigrations, type Migration } from "../../store/migration.js";
import type { SqlClient } from "./sql-client.js";

export type StaffRole = "owner" | "assistant" | "scorekeeper";
export const STAFF_ROLES: readonly StaffRole[] = ["owner", "assistant", "scorekeeper"];

export const AUTH_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "accounts, sessions, staff, visibility, player links",
    sql: `
CREATE TABLE auth_users (username TEXT PRIMARY KEY, password_hash TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE auth_sessions (token_hash TEXT PRIMARY KEY, username TEXT NOT NULL, csrf_token TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE auth_event_staff (event_id TEXT NOT NULL, username TEXT NOT NULL, role TEXT NOT NULL, PRIMARY KEY (event_id, username));
CREATE TABLE auth_event_settings (event_id TEXT PRIMARY KEY, unlisted INTEGER NOT NULL DEFAULT 0, link_secret TEXT NOT NULL);
CREATE TABLE auth_player_tokens (token_hash TEXT PRIMARY KEY, event_id TEXT NOT NULL, player_id TEXT NOT NULL);
CREATE INDEX auth_event_staff_user ON auth_event_staff (username);
`,
  },
  {
    version: 2,
    name: "player links by event",
    sql: `CREATE INDEX auth_player_tokens_event ON auth_player_tokens (event_id);`,
  },
  {
    version: 3,
    name: "staff invitations",
    sql: `
CREATE TABLE auth_staff_invitations (event_id TEXT NOT NULL, username TEXT NOT NULL, role TEXT NOT NULL, invited_by TEXT NOT NULL, PRIMARY KEY (event_id, username));
CREATE INDEX auth_staff_invitations_user ON auth_staff_invitations (username);
`,
  },
  {
    version: 4,
    name: "server secrets",
    sql: `CREATE TABLE auth_server_secrets (name TEXT PRIMARY KEY, secret TEXT NOT NULL);`,
  },
];

/** An owner's offer of a staff role, waiting for the account to accept it. */
export interface Invitation {
  readonly eventId: string;
  readonly username: string;
  readonly role: StaffRole;
  readonly invitedBy: string;
}

/**
 * Player links are stored this many per INSERT, with the event loop free between two: a
 * 20,000-player event is 40 statements, and no request waits behind all of them.
 */
export const PLAYER_TOKEN_CHUNK = 500;

/** Lets the other requests run between two slices of a long piece of work. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export const SESSION_DAYS = 14;

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function makeSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export interface Session {
  readonly username: string;
  readonly csrfToken: string;
}

export interface AuthStore {
  addUser(username: string, passwordHash: string): Promise<boolean>;
  passwordHashOf(username: string): Promise<string | undefined>;
  createSession(username: string, now: Date): Promise<{ token: string; csrfToken: string }>;
  findSession(token: string, now: Date): Promise<Session | undefined>;
  deleteSession(token: string): Promise<void>;
  setRole(eventId: string, username: string, role: StaffRole): Promise<void>;
  removeStaff(eventId: string, username: string): Promise<void>;
  roleOf(eventId: string, username: string): Promise<StaffRole | undefined>;
  staffOf(eventId: string): Promise<{ username: string; role: StaffRole }[]>;
  eventsOf(username: string): Promise<string[]>;
  /** Offers `username` a role on the event (replacing an earlier offer); nothing changes until accepted. */
  invite(invitation: Invitation): Promise<void>;
  invitationsOf(username: string): Promise<Invitation[]>;
  invitationsFor(eventId: string): Promise<Invitation[]>;
  /** Takes the offered role; undefined when there is no offer. */
  acceptInvitation(eventId: string, username: string): Promise<StaffRole | undefined>;
  removeInvitation(eventId: string, username: string): Promise<void>;
  /** How many events the user owns (the events-per-TD limit). */
  ownedEventCount(username: string): Promise<number>;
  /** Creates the event's settings (visibility, the secret its player links derive from). */
  initEvent(eventId: string, unlisted: boolean): Promise<void>;
  setUnlisted(eventId: string, unlisted: boolean): Promise<void>;
  unlistedEvents(): Promise<Set<string>>;
  /** One stable token per player (derived from the event's secret), stored hashed for lookup. */
  playerTokens(eventId: string, playerIds: readonly string[]): Promise<Map<string, string>>;
  findPlayerToken(token: string): Promise<{ eventId: string; playerId: string } | undefined>;
  /**
   * The server's secret called `name` (made on first use, then the same on every server of this
   * database and across restarts, as an event's link secret is).
   */
  serverSecret(name: string): Promise<string>;
  close(): Promise<void>;
}

async function migrate(sql: SqlClient, now: Date): Promise<void> {
  await sql.query(
    "CREATE TABLE IF NOT EXISTS auth_schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = (await sql.query("SELECT version FROM auth_schema_migrations")).map((row) =>
    Number(row.version),
  );
  for (const migration of planMigrations(AUTH_MIGRATIONS, applied)) {
    const record = `INSERT INTO auth_schema_migrations (version, name, applied_at) VALUES (${migration.version}, '${migration.name.replaceAll("'", "''")}', '${now.toISOString()}') ON CONFLICT DO NOTHING;`;
    try {
      await sql.execScript(`${migration.sql}\n${record}`);
    } catch (error) {
      // Two servers starting at once on PostgreSQL: the other one migrated first.
      const again = (await sql.query("SELECT version FROM auth_schema_migrations")).map((row) =>
        Number(row.version),
      );
      if (!again.includes(migration.version)) throw error;
    }
  }
}

export async function openAuthStore(sql: SqlClient, now = new Date()): Promise<AuthStore> {
  await migrate(sql, now);
  const secrets = new Map<string, string>();
  const serverSecrets = new Map<string, string>();

  async function secretOf(eventId: string): Promise<string> {
    const known = secrets.get(eventId);
    if (known) return known;
    await sql.query(
      "INSERT INTO auth_event_settings (event_id, unlisted, link_secret) VALUES ($1, 0, $2) ON CONFLICT DO NOTHING",
      [eventId, makeSecret()],
    );
    const [row] = await sql.query("SELECT link_secret FROM auth_event_settings WHERE event_id = $1", [
      eventId,
    ]);
    const secret = String(row!.link_secret);
    secrets.set(eventId, secret);
    return secret;
  }

  /** The players of the event whose link is stored (read once per event, then kept: links are never revoked). */
  const storedLinks = new Map<string, Set<string>>();
  async function storedLinksOf(eventId: string): Promise<Set<string>> {
    let stored = storedLinks.get(eventId);
    if (!stored) {
      const rows = await sql.query("SELECT player_id FROM auth_player_tokens WHERE event_id = $1", [eventId]);
      stored = new Set(rows.map((row) => String(row.player_id)));
      storedLinks.set(eventId, stored);
    }
    return stored;
  }

  return {
    async addUser(username, passwordHash) {
      const rows = await sql.query(
        "INSERT INTO auth_users (username, password_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING username",
        [username, passwordHash, new Date().toISOString()],
      );
      return rows.length > 0;
    },
    async passwordHashOf(username) {
      const [row] = await sql.query("SELECT password_hash FROM auth_users WHERE username = $1", [username]);
      return row === undefined ? undefined : String(row.password_hash);
    },
    async createSession(username, at) {
      const token = makeSecret();
      const csrfToken = makeSecret();
      const expires = new Date(at.getTime() + SESSION_DAYS * 86_400_000).toISOString();
      await sql.query(
        "INSERT INTO auth_sessions (token_hash, username, csrf_token, expires_at) VALUES ($1, $2, $3, $4)",
        [sha256(token), username, csrfToken, expires],
      );
      return { token, csrfToken };
    },
    async findSession(token, at) {
      const [row] = await sql.query(
        "SELECT username, csrf_token, expires_at FROM auth_sessions WHERE token_hash = $1",
        [sha256(token)],
      );
      if (!row || String(row.expires_at) <= at.toISOString()) return undefined;
      return { username: String(row.username), csrfToken: String(row.csrf_token) };
    },
    async deleteSession(token) {
      await sql.query("DELETE FROM auth_sessions WHERE token_hash = $1", [sha256(token)]);
    },
    async setRole(eventId, username, role) {
      await sql.query(
        "INSERT INTO auth_event_staff (event_id, username, role) VALUES ($1, $2, $3) ON CONFLICT (event_id, username) DO UPDATE SET role = excluded.role",
        [eventId, username, role],
      );
    },
    async removeStaff(eventId, username) {
      await sql.query("DELETE FROM auth_event_staff WHERE event_id = $1 AND username = $2", [
        eventId,
        username,
      ]);
    },
    async roleOf(eventId, username) {
      const [row] = await sql.query(
        "SELECT role FROM auth_event_staff WHERE event_id = $1 AND username = $2",
        [eventId, username],
      );
      return row === undefined ? undefined : (String(row.role) as StaffRole);
    },
    async staffOf(eventId) {
      const rows = await sql.query(
        "SELECT username, role FROM auth_event_staff WHERE event_id = $1 ORDER BY username",
        [eventId],
      );
      return rows.map((row) => ({ username: String(row.username), role: String(row.role) as StaffRole }));
    },
    async eventsOf(username) {
      const rows = await sql.query("SELECT event_id FROM auth_event_staff WHERE username = $1", [username]);
      return rows.map((row) => String(row.event_id));
    },
    async invite({ eventId, username, role, invitedBy }) {
      await sql.query(
        "INSERT INTO auth_staff_invitations (event_id, username, role, invited_by) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id, username) DO UPDATE SET role = excluded.role, invited_by = excluded.invited_by",
        [eventId, username, role, invitedBy],
      );
    },
    async invitationsOf(username) {
      const rows = await sql.query(
        "SELECT event_id, username, role, invited_by FROM auth_staff_invitations WHERE username = $1 ORDER BY event_id",
        [username],
      );
      return rows.map(toInvitation);
    },
    async invitationsFor(eventId) {
      const rows = await sql.query(
        "SELECT event_id, username, role, invited_by FROM auth_staff_invitations WHERE event_id = $1 ORDER BY username",
        [eventId],
      );
      return rows.map(toInvitation);
    },
    async acceptInvitation(eventId, username) {
      const [row] = await sql.query(
        "DELETE FROM auth_staff_invitations WHERE event_id = $1 AND username = $2 RETURNING role",
        [eventId, username],
      );
      if (row === undefined) return undefined;
      const role = String(row.role) as StaffRole;
      await sql.query(
        "INSERT INTO auth_event_staff (event_id, username, role) VALUES ($1, $2, $3) ON CONFLICT (event_id, username) DO UPDATE SET role = excluded.role",
        [eventId, username, role],
      );
      return role;
    },
    async removeInvitation(eventId, username) {
      await sql.query("DELETE FROM auth_staff_invitations WHERE event_id = $1 AND username = $2", [
        eventId,
        username,
      ]);
    },
    async ownedEventCount(username) {
      const [row] = await sql.query(
        "SELECT COUNT(*) AS owned FROM auth_event_staff WHERE username = $1 AND role = 'owner'",
        [username],
      );
      return Number(row?.owned ?? 0);
    },
    async initEvent(eventId, unlisted) {
      await sql.query(
        "INSERT INTO auth_event_settings (event_id, unlisted, link_secret) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [eventId, unlisted ? 1 : 0, makeSecret()],
      );
    },
    async setUnlisted(eventId, unlisted) {
      await secretOf(eventId);
      await sql.query("UPDATE auth_event_settings SET unlisted = $1 WHERE event_id = $2", [
        unlisted ? 1 : 0,
        eventId,
      ]);
    },
    async unlistedEvents() {
      const rows = await sql.query("SELECT event_id FROM auth_event_settings WHERE unlisted = 1");
      return new Set(rows.map((row) => String(row.event_id)));
    },
    async playerTokens(eventId, playerIds) {
      const secret = await secretOf(eventId);
      const stored = await storedLinksOf(eventId);
      const tokens = new Map<string, string>();
      const missing: string[][] = [];
      for (let start = 0; start < playerIds.length; start += PLAYER_TOKEN_CHUNK) {
        if (start > 0) await yieldToLoop();
        for (const playerId of playerIds.slice(start, start + PLAYER_TOKEN_CHUNK)) {
          // The same token every time, on every server, across restarts: nothing random per player.
          const token = createHmac("sha256", secret).update(playerId).digest("base64url");
          tokens.set(playerId, token);
          if (!stored.has(playerId)) missing.push([sha256(token), eventId, playerId]);
        }
      }
      for (let start = 0; start < missing.length; start += PLAYER_TOKEN_CHUNK) {
        if (start > 0) await yieldToLoop();
        const rows = missing.slice(start, start + PLAYER_TOKEN_CHUNK);
        let n = 0;
        const values = rows.map(() => `($${++n}, $${++n}, $${++n})`).join(", ");
        await sql.query(
          `INSERT INTO auth_player_tokens (token_hash, event_id, player_id) VALUES ${values} ON CONFLICT DO NOTHING`,
          rows.flat(),
        );
        for (const row of rows) stored.add(row[2]!);
      }
      return tokens;
    },
    async findPlayerToken(token) {
      const [row] = await sql.query(
        "SELECT event_id, player_id FROM auth_player_tokens WHERE token_hash = $1",
        [sha256(token)],
      );
      return row === undefined
        ? undefined
        : { eventId: String(row.event_id), playerId: String(row.player_id) };
    },
    async serverSecret(name) {
      const known = serverSecrets.get(name);
      if (known) return known;
      await sql.query(
        "INSERT INTO auth_server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        [name, makeSecret()],
      );
      const [row] = await sql.query("SELECT secret FROM auth_server_secrets WHERE name = $1", [name]);
      const secret = String(row!.secret);
      serverSecrets.set(name, secret);
      return secret;
    },
    close: () => sql.close(),
  };
}

function toInvitation(row: Readonly<Record<string, unknown>>): Invitation {
  return {
    eventId: String(row.event_id),
    username: String(row.username),
    role: String(row.role) as StaffRole,
    invitedBy: String(row.invited_by),
  };
}
