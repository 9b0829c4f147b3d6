import { beforeEach, describe, expect, it } from "vitest";
import { getAccessToken, setAccessToken } from "../../src/api/token";
import {
  activeRole,
  applyLoginSession,
  configStatus,
  configStatusByType,
  guardSessionOf,
  type LoginSession,
  resetOnLogout,
  useKhidmaStore,
} from "../../src/state";

const roles = [
  { id: 1, name: "User", type: "customer" as const, permissions: ["read-profile"] },
  { id: 2, name: "Partner Owner", type: "partner" as const, permissions: ["read-dashboard", "read-application"] },
];

const login = (defaultRole: string, partnerId: number | null = 9): LoginSession => ({
  access_token: "user-token",
  user: {
    id: 5,
    first_name: "Aisha",
    last_name: "Al Mansoori",
    roles,
    partner_details: { id: partnerId },
  },
  roles,
  default_role: defaultRole,
});

beforeEach(() => {
  resetOnLogout();
  localStorage.clear();
});

describe("activeRole", () => {
  it("matches the default role name case-insensitively", () => {
    expect(activeRole({ roles, defaultRole: "partner owner" })?.id).toBe(2);
    expect(activeRole({ roles, defaultRole: "USER" })?.id).toBe(1);
    expect(activeRole({ roles, defaultRole: "Admin" })).toBeUndefined();
    expect(activeRole({ roles, defaultRole: null })).toBeUndefined();
  });

  it("gives userType and permissions from the matching role, none without a match", () => {
    const { setSession } = useKhidmaStore.getState();
    setSession(login("PARTNER OWNER"));
    expect(useKhidmaStore.getState().session).toMatchObject({
      userType: "partner",
      permissions: ["read-dashboard", "read-application"],
      partnerId: 9,
      defaultRole: "PARTNER OWNER",
    });
    setSession(login("Ghost"));
    const s = useKhidmaStore.getState().session;
    expect(s.userType).toBeUndefined();
    expect(s.permissions).toEqual([]);
    expect(guardSessionOf(s)).toMatchObject({ signedIn: true, userType: undefined, permissions: [] });
  });

  it("switches role and keeps partnerId null without a partner profile", () => {
    const store = useKhidmaStore.getState();
    store.setSession(login("User", null));
    expect(useKhidmaStore.getState().session).toMatchObject({ userType: "customer", partnerId: null });
    store.setDefaultRole("Partner Owner");
    expect(guardSessionOf(useKhidmaStore.getState().session)).toMatchObject({
      userType: "partner",
      roleName: "Partner Owner",
      partnerId: null,
    });
  });
});

describe("persistence and logout", () => {
  it("persists session, cart, location, config and ui under `khidma`", () => {
    applyLoginSession(login("User"));
    useKhidmaStore.getState().setCartItems([{ id: 1 }]);
    useKhidmaStore.getState().setList("favourites", [1, 2]);
    const saved = JSON.parse(localStorage.getItem("khidma") ?? "{}");
    expect(Object.keys(saved.state).sort()).toEqual(["cart", "config", "location", "session", "ui"]);
    expect(saved.state.session.user.first_name).toBe("Aisha");
    expect(saved.state.cart.items).toEqual([{ id: 1 }]);
    expect(getAccessToken()).toBe("user-token");
  });

  it("resetOnLogout clears everything but language and theme", () => {
    const store = useKhidmaStore.getState();
    applyLoginSession(login("User"));
    store.setLanguage("ar");
    store.setLight(false);
    store.setCartItems([{ id: 1 }]);
    store.setPackageCartItems([{ id: 2 }]);
    store.setCurrentLocation({ latitude: 25.2, longitude: 55.3, address: "Dubai Marina" });
    store.setConfig({ statuses: { booking: [{ id: 1, name: "pending", display_name: "Pending" }] } });
    store.setList("favourites", [1]);
    store.setReturnUrl("/bookings");
    localStorage.setItem("unrelated", "x");
    localStorage.setItem("i18nextLng", "ar");
    setAccessToken("user-token");

    resetOnLogout();

    const s = useKhidmaStore.getState();
    expect(s.session.user).toBeNull();
    expect(s.session.returnUrl).toBeNull();
    expect(s.cart).toEqual({ items: [], packageItems: [], editService: null });
    expect(s.location.currentLocation.latitude).toBeNull();
    expect(s.config.statuses).toEqual({});
    expect(s.lists).toEqual({});
    expect(s.ui).toEqual({ language: "ar", isLight: false });
    expect(localStorage.getItem("unrelated")).toBeNull();
    expect(localStorage.getItem("i18nextLng")).toBe("ar");
    const saved = JSON.parse(localStorage.getItem("khidma") ?? "{}");
    expect(saved.state.ui).toEqual({ language: "ar", isLight: false });
    expect(saved.state.session.user).toBeNull();
    expect(getAccessToken()).toBeUndefined();
  });
});

describe("configStatus", () => {
  const statuses = {
    booking: [
      { id: 1, name: "pending", display_name: "Pending" },
      { id: 2, name: "Completed", display_name: "Completed" },
    ],
    application: [{ id: 7, name: "pending", display_name: "Awaiting review" }],
  };

  it("keys statuses by upper-cased name", () => {
    expect(configStatus(statuses.booking)).toEqual({
      PENDING: { id: 1, display_name: "Pending", name: "pending" },
      COMPLETED: { id: 2, display_name: "Completed", name: "Completed" },
    });
    expect(configStatus(statuses, "application").PENDING.id).toBe(7);
    expect(configStatus(statuses).PENDING.id).toBe(1);
    expect(configStatusByType(statuses).application.PENDING.display_name).toBe("Awaiting review");
    expect(configStatus(null)).toEqual({});
  });
});
