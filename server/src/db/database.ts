import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Generated, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { AppConfig, DbDriver } from "../config.js";

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  gender: "female" | "male" | "other" | null;
  user_profile: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  last_login_at: string | null;
  status: "active" | "inactive";
  partner_id: number | null;
  preferred_language: string;
  created_at: string;
  updated_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  type: "internal" | "partner" | "customer";
  partner_id: number | null;
  /** 0/1 (portable boolean). */
  is_system: number;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  module: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  /** 0/1 (portable boolean). */
  is_default: number;
}

export interface PartnersTable {
  id: Generated<number>;
  name_en: string;
  name_ar: string;
  slug: string;
  email: string | null;
  phone: string | null;
  status: string;
  created_at: string;
}

export interface TokensTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  active_role_id: number | null;
  kind: "client" | "user";
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export type OtpPurpose = "login" | "register" | "verify-email" | "reset-password";

export interface OtpsTable {
  id: Generated<number>;
  target: string;
  purpose: OtpPurpose;
  code_hash: string;
  expires_at: string;
  consumed_at: string | null;
  attempts: Generated<number>;
  created_at: string;
}

export interface KeyValueTable {
  key: string;
  value: string;
}

export interface StatusesTable {
  id: Generated<number>;
  type: string;
  name: string;
  display_name: string;
  display_name_ar: string;
}

export interface DB {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  partners: PartnersTable;
  tokens: TokensTable;
  otps: OtpsTable;
  configurations: KeyValueTable;
  statuses: StatusesTable;
  master_settings: KeyValueTable;
  /** value is JSON text. */
  settings: KeyValueTable;
}

export type Database = Kysely<DB>;

/** Opens the database named by the config: PostgreSQL for a postgres:// URL, otherwise SQLite. */
export function createDb(config: Pick<AppConfig, "dbDriver" | "databaseUrl" | "sqliteFile">): Database {
  if (config.dbDriver === "postgres") {
    return new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
  }
  const file = config.sqliteFile;
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("foreign_keys = ON");
  if (file !== ":memory:") sqlite.pragma("journal_mode = WAL");
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export const nowIso = (): string => new Date().toISOString();

export type { DbDriver };
