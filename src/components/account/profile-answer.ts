import { type LoginSession, type User, useKhidmaStore } from "../../state";

/** What the profile endpoints answer: the same `{user, roles, default_role}` as `GET user/me`. */
export type ProfileAnswer = Omit<LoginSession, "access_token" | "default_role"> & { default_role: string | null };

/** Stores a profile answer so every greeting and avatar (portal header, storefront header) changes at once. */
export function storeProfileAnswer(data: ProfileAnswer | User): void {
  const state = useKhidmaStore.getState();
  if ("user" in data && data.user) {
    if (data.default_role) state.setSession({ ...data, default_role: data.default_role } as LoginSession);
    else state.setUser(data.user as User);
  } else {
    state.setUser(data as User);
  }
}
