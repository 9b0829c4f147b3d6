import type { AuthProvider } from "@refinedev/core";
import { api, getNotifier, isApiError, t } from "../api";
import { ENDPOINTS } from "../api/endpoints";
import { homePathFor, isSafeReturnUrl, readReturnUrl } from "../config/guard";
import { queryClient } from "../shell/query-client";
import { applyLoginSession, guardSessionOf, type LoginSession, resetOnLogout, useKhidmaStore } from "../state";
import { toHttpError } from "./data-provider";

export type LoginParams = { email: string; password: string } | { phone: string; otp: string };

/** Where to go after signing in: the remembered page (query, then store), else the user's own home. */
export const afterLoginPath = (search = window.location.search): string => {
  const { session } = useKhidmaStore.getState();
  const fromQuery = readReturnUrl(search);
  if (fromQuery) return fromQuery;
  if (isSafeReturnUrl(session.returnUrl)) return session.returnUrl;
  return homePathFor(guardSessionOf(session));
};

const failure = (error: unknown) => ({ success: false, error: toHttpError(error) });

/** Stores a login session answer and says where to go next. */
const signedIn = (data: LoginSession) => {
  applyLoginSession(data);
  const to = afterLoginPath();
  useKhidmaStore.getState().setReturnUrl(null);
  return { success: true as const, redirectTo: to };
};

/**
 * Sign out. `skipServer: true` signs out locally only (SPEC 4: "logout without the server call"), e.g. after the
 * server already rejected the token. Clears session, cart, lists, location, configuration, local storage (keeping
 * language and theme) and the token cookie, then shows the server's message or "Logout successfully".
 */
export async function logout(options: { skipServer?: boolean } = {}): Promise<string> {
  let message: string | undefined;
  if (!options.skipServer) {
    try {
      message = (await api.post<null>(ENDPOINTS.logout, {}, { silent: true })).message;
    } catch {
      // the token may already be gone: signing out locally is still right
    }
  }
  resetOnLogout();
  queryClient.clear();
  const text = message || t("auth.logoutSuccess", "Logout successfully");
  getNotifier().success(text);
  return text;
}

export const authProvider: AuthProvider = {
  login: (params: LoginParams) => loginWith(params),

  logout: async (params?: { skipServer?: boolean }) => {
    await logout({ skipServer: params?.skipServer });
    return { success: true, redirectTo: "/", successNotification: undefined };
  },

  check: async () => {
    const { session } = useKhidmaStore.getState();
    return session.user ? { authenticated: true } : { authenticated: false };
  },

  onError: async (error) => {
    // The HTTP client already applies the 401 rule (retry once with a new token, then sign out).
    if (isApiError(error) && error.status === 401) return { error };
    return {};
  },

  getIdentity: async () => useKhidmaStore.getState().session.user,

  getPermissions: async () => useKhidmaStore.getState().session.permissions,

  register: async (params: Record<string, unknown> & { asPartner?: boolean }) => {
    const { asPartner, ...body } = params;
    try {
      const res = await api.post<{ phone: string }>(asPartner ? ENDPOINTS.partnerRegister : ENDPOINTS.register, body);
      return { success: true, phone: res.data?.phone, message: res.message };
    } catch (error) {
      return failure(error);
    }
  },

  forgotPassword: async (params: { email: string }) => {
    try {
      const res = await api.post<null>(ENDPOINTS.forgotPassword, params);
      return { success: true, message: res.message };
    } catch (error) {
      return failure(error);
    }
  },

  updatePassword: async (params: Record<string, unknown>) => {
    try {
      const url = "current_password" in params ? ENDPOINTS.changeMyPassword : ENDPOINTS.resetPassword;
      const res = await api.post<null>(url, params);
      return { success: true, message: res.message };
    } catch (error) {
      return failure(error);
    }
  },
};

/**
 * Signs in outside refine's `useLogin` (the plain sign-in form, drawn before refine has loaded): the provider's own
 * answer, and refine's cached auth answers (check, identity, permissions) asked again, as `useLogin` does.
 */
export async function loginWith(
  params: LoginParams,
): Promise<{ success: true; redirectTo: string } | { success: false; error: ReturnType<typeof toHttpError> }> {
  try {
    const res = await api.post<LoginSession>(ENDPOINTS.login, params);
    const answer = signedIn(res.data);
    await queryClient.invalidateQueries({ queryKey: ["auth"] });
    return answer;
  } catch (error) {
    return { success: false, error: toHttpError(error) };
  }
}

/** OTP sign-in, step 1: ask the server to send a code. */
export async function requestOtp(
  phone: string,
): Promise<{ ok: true } | { ok: false; error: ReturnType<typeof toHttpError> }> {
  try {
    await api.post(ENDPOINTS.getOtp, { phone });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: toHttpError(error) };
  }
}
