/** The bearer token cookie (`access_token`): anonymous client token or, after login, the user's token. */
import Cookies from "js-cookie";
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_MAX_AGE_SECONDS } from "../config/constants";

const SECONDS_PER_DAY = 86400;

/** js-cookie options: `expires` in days equivalent to max age 604800 s, path /, SameSite Lax, Secure on https. */
export const accessTokenCookieOptions = (): Cookies.CookieAttributes => ({
  expires: ACCESS_TOKEN_MAX_AGE_SECONDS / SECONDS_PER_DAY,
  path: "/",
  sameSite: "lax",
  secure: typeof window !== "undefined" && window.location?.protocol === "https:",
});

export const getAccessToken = (): string | undefined => Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;

export const setAccessToken = (token: string): void => {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, accessTokenCookieOptions());
};

export const clearAccessToken = (): void => {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: "/" });
};
