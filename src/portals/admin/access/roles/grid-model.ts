import type { AdminRole, UserType } from "../../../../features/access/types";

/** The built-in Admin role: it always holds every internal permission, so its column is read-only. */
export const isFixedRole = (r: Pick<AdminRole, "name" | "is_system" | "partner_id">) =>
  Boolean(r.is_system) && r.partner_id === null && r.name === "Admin";

/**
 * The role's full list after granting (`on`) or revoking `names`, in catalogue order: what
 * `POST manage-role-permissions` takes (it replaces the role's list).
 */
export const nextPermissions = (catalogue: string[], held: Iterable<string>, names: string[], on: boolean) => {
  const next = new Set(held);
  for (const n of names) {
    if (on) next.add(n);
    else next.delete(n);
  }
  return catalogue.filter((n) => next.has(n));
};

export type TypeFilter = UserType | "all";
export const TYPE_ORDER: Record<UserType, number> = { internal: 0, partner: 1, customer: 2 };
