import type { Kysely } from "kysely";
import type { DbDriver } from "../../config.js";
import { type AppMigration, withId } from "./helpers.js";

export const migration001Core: AppMigration = {
  async up(db: Kysely<unknown>, driver: DbDriver) {
    await withId(db.schema.createTable("partners").ifNotExists(), driver)
      .addColumn("name_en", "text", (c) => c.notNull())
      .addColumn("name_ar", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("email", "text")
      .addColumn("phone", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("users").ifNotExists(), driver)
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("phone", "text", (c) => c.unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("gender", "text")
      .addColumn("user_profile", "text")
      .addColumn("email_verified_at", "text")
      .addColumn("phone_verified_at", "text")
      .addColumn("last_login_at", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
      .addColumn("partner_id", "integer", (c) => c.references("partners.id").onDelete("set null"))
      .addColumn("preferred_language", "text", (c) => c.notNull().defaultTo("en"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable("roles").ifNotExists(), driver)
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("partner_id", "integer", (c) => c.references("partners.id").onDelete("cascade"))
      .addColumn("is_system", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable("permissions").ifNotExists(), driver)
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("module", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("role_permissions")
      .ifNotExists()
      .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("cascade"))
      .addColumn("permission_id", "integer", (c) => c.notNull().references("permissions.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("role_permissions_pk", ["role_id", "permission_id"])
      .execute();

    await db.schema
      .createTable("user_roles")
      .ifNotExists()
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("role_id", "integer", (c) => c.notNull().references("roles.id").onDelete("cascade"))
      .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role_id"])
      .execute();

    await withId(db.schema.createTable("tokens").ifNotExists(), driver)
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("active_role_id", "integer", (c) => c.references("roles.id").onDelete("set null"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("revoked_at", "text")
      .addColumn("last_used_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("tokens_user_id_idx").ifNotExists().on("tokens").column("user_id").execute();

    await withId(db.schema.createTable("otps").ifNotExists(), driver)
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("code_hash", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("consumed_at", "text")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("otps_target_purpose_idx")
      .ifNotExists()
      .on("otps")
      .columns(["target", "purpose"])
      .execute();

    for (const name of ["configurations", "master_settings", "settings"]) {
      await db.schema
        .createTable(name)
        .ifNotExists()
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    }

    await withId(db.schema.createTable("statuses").ifNotExists(), driver)
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("display_name", "text", (c) => c.notNull())
      .addColumn("display_name_ar", "text", (c) => c.notNull())
      .addUniqueConstraint("statuses_type_name_unique", ["type", "name"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const name of [
      "statuses",
      "settings",
      "master_settings",
      "configurations",
      "otps",
      "tokens",
      "user_roles",
      "role_permissions",
      "permissions",
      "roles",
      "users",
      "partners",
    ]) {
      await db.schema.dropTable(name).ifExists().execute();
    }
  },
};
