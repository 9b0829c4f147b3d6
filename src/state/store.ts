/**
 * The one small persisted client store (zustand + persist to localStorage key `khidma`).
 * Persisted: session, cart, location, config, ui. Not persisted: lists. Server data lives in refine's query cache.
 * (SPEC 3's persistence time-out of 5000 ms has no counterpart: localStorage hydration is synchronous.)
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { clearAccessToken, setAccessToken } from "../api/token";
import { STORAGE_KEY } from "../config/constants";
import { roleAccess } from "./selectors";
import type {
  CartState,
  ConfigState,
  CurrentLocation,
  Language,
  ListsState,
  LocationState,
  LoginSession,
  SessionState,
  Settings,
  StatusEntry,
  UiState,
  User,
} from "./types";

export const initialSession = (): SessionState => ({
  user: null,
  roles: [],
  defaultRole: null,
  userType: undefined,
  permissions: [],
  partnerId: null,
  returnUrl: null,
});

export const initialCart = (): CartState => ({ items: [], packageItems: [], editService: null });

export const initialLocation = (): LocationState => ({
  currentLocation: { id: null, latitude: null, longitude: null, address: null, error: null, country: null },
});

export const initialConfig = (): ConfigState => ({
  configurations: null,
  statuses: {},
  master_setting: null,
  settings: null,
});

export const initialUi = (): UiState => ({ isLight: true, language: "en" });

/** The store's data as a fresh page starts it (a sign-out keeps only language and theme of `ui`). */
export const initialData = () => ({
  session: initialSession(),
  cart: initialCart(),
  location: initialLocation(),
  config: initialConfig(),
  ui: initialUi(),
  lists: {} as KhidmaState["lists"],
});

/**
 * SPEC 3's UI state "top-up modal open" and "loyalty modal open": any screen may open the wallet's modals (the
 * header hosts them). Not persisted (see `partialize`); absent means closed, so a reset leaves them closed.
 */
export interface UiModals {
  topUpOpen?: boolean;
  loyaltyOpen?: boolean;
}

export interface KhidmaState {
  session: SessionState;
  cart: CartState;
  location: LocationState;
  config: ConfigState;
  ui: UiState & UiModals;
  lists: ListsState;

  /** Stores a login/verify-otp/switch-role answer (user, roles, default_role); the token is not touched. */
  setSession(data: LoginSession): void;
  /** Refreshes the user (GET user/me), keeping the active role name. */
  setUser(user: User): void;
  /** Changes the active role (after POST switch-role). */
  setDefaultRole(roleName: string): void;
  setReturnUrl(url: string | null): void;

  setCartItems(items: unknown[]): void;
  setPackageCartItems(items: unknown[]): void;
  setEditService(item: unknown | null): void;
  clearCart(): void;

  setCurrentLocation(location: Partial<CurrentLocation>): void;

  setConfig(config: {
    configurations?: ConfigState["configurations"];
    statuses?: Record<string, StatusEntry[]>;
    master_setting?: ConfigState["master_setting"];
  }): void;
  setSettings(settings: Settings | null): void;

  setLanguage(language: Language): void;
  setLight(isLight: boolean): void;
  toggleTheme(): void;
  setTopUpOpen(open: boolean): void;
  setLoyaltyOpen(open: boolean): void;

  setList(name: string, items: unknown[]): void;
}

const sessionFrom = (
  user: User | null,
  roles: SessionState["roles"],
  defaultRole: string | null,
  returnUrl: string | null,
): SessionState => {
  const access = roleAccess({ user, roles, defaultRole });
  return {
    user,
    roles,
    defaultRole,
    ...access,
    partnerId: user?.partner_details?.id ?? null,
    returnUrl,
  };
};

export const useKhidmaStore = create<KhidmaState>()(
  persist(
    (set) => ({
      ...initialData(),

      setSession: (data) =>
        set((s) => {
          const roles = data.roles?.length ? data.roles : (data.user?.roles ?? []);
          return { session: sessionFrom(data.user ?? null, roles, data.default_role ?? null, s.session.returnUrl) };
        }),
      setUser: (user) =>
        set((s) => ({
          session: sessionFrom(
            user,
            user.roles?.length ? user.roles : s.session.roles,
            s.session.defaultRole,
            s.session.returnUrl,
          ),
        })),
      setDefaultRole: (roleName) =>
        set((s) => ({ session: sessionFrom(s.session.user, s.session.roles, roleName, s.session.returnUrl) })),
      setReturnUrl: (url) => set((s) => ({ session: { ...s.session, returnUrl: url } })),

      setCartItems: (items) => set((s) => ({ cart: { ...s.cart, items } })),
      setPackageCartItems: (packageItems) => set((s) => ({ cart: { ...s.cart, packageItems } })),
      setEditService: (editService) => set((s) => ({ cart: { ...s.cart, editService } })),
      clearCart: () => set({ cart: initialCart() }),

      setCurrentLocation: (location) =>
        set((s) => ({ location: { currentLocation: { ...s.location.currentLocation, ...location } } })),

      setConfig: (config) =>
        set((s) => ({
          config: {
            ...s.config,
            ...(config.configurations !== undefined ? { configurations: config.configurations } : {}),
            ...(config.statuses !== undefined ? { statuses: config.statuses } : {}),
            ...(config.master_setting !== undefined ? { master_setting: config.master_setting } : {}),
          },
        })),
      setSettings: (settings) => set((s) => ({ config: { ...s.config, settings } })),

      setLanguage: (language) => set((s) => ({ ui: { ...s.ui, language } })),
      setLight: (isLight) => set((s) => ({ ui: { ...s.ui, isLight } })),
      toggleTheme: () => set((s) => ({ ui: { ...s.ui, isLight: !s.ui.isLight } })),
      setTopUpOpen: (topUpOpen) => set((s) => ({ ui: { ...s.ui, topUpOpen } })),
      setLoyaltyOpen: (loyaltyOpen) => set((s) => ({ ui: { ...s.ui, loyaltyOpen } })),

      setList: (name, items) => set((s) => ({ lists: { ...s.lists, [name]: items } })),
    }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        session: s.session,
        cart: s.cart,
        location: s.location,
        config: s.config,
        // the modal flags (UiModals) are not persisted: a reload never reopens a payment dialog
        ui: { isLight: s.ui.isLight, language: s.ui.language },
      }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<KhidmaState>;
        return {
          ...current,
          session: { ...current.session, ...p.session },
          cart: { ...current.cart, ...p.cart },
          location: {
            currentLocation: { ...current.location.currentLocation, ...p.location?.currentLocation },
          },
          config: { ...current.config, ...p.config },
          ui: {
            ...current.ui,
            isLight: p.ui?.isLight ?? current.ui.isLight,
            language: p.ui?.language ?? current.ui.language,
          },
        };
      },
    },
  ),
);

/** Stores a login answer and makes its token the cookie's (the user token replaces the client token). */
export const applyLoginSession = (data: LoginSession): void => {
  if (data.access_token) setAccessToken(data.access_token);
  useKhidmaStore.getState().setSession(data);
};

/** localStorage keys of other libraries that survive sign-out (i18next's language detector). */
const PRESERVED_STORAGE_KEYS = ["i18nextLng"];

/**
 * Sign-out cleanup (SPEC 4): session, cart, lists, location and config reset; localStorage cleared entirely; then
 * language and theme written back (they survive); the token cookie removed. Navigation is the caller's.
 */
export const resetOnLogout = (): void => {
  const { ui } = useKhidmaStore.getState();
  const keep = { isLight: ui.isLight, language: ui.language };
  const preserved: Array<[string, string]> = [];
  try {
    for (const key of PRESERVED_STORAGE_KEYS) {
      const value = localStorage.getItem(key);
      if (value !== null) preserved.push([key, value]);
    }
    localStorage.clear();
  } catch {
    // storage unavailable
  }
  // persist writes the `khidma` key synchronously here, with only language and theme left of the old state.
  useKhidmaStore.setState({ ...initialData(), ui: { ...initialUi(), ...keep } });
  try {
    for (const [key, value] of preserved) localStorage.setItem(key, value);
  } catch {
    // storage unavailable
  }
  clearAccessToken();
};
