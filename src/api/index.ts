export { type ApiEnvelope, type ApiRequestConfig, api, type Paginated, type QueryParams } from "./client";
export { getDeviceId, peekDeviceId, setDeviceIdSource } from "./device";
export {
  ApiError,
  apiPath,
  CART_FETCH_PATHS,
  type DescribeOptions,
  describeError,
  type ErrorDescription,
  type ErrorKind,
  type FieldErrors,
  isApiError,
  isCartFetch,
  liveOrderOf,
  toFieldErrors,
} from "./errors";
export {
  type HttpResponse,
  http,
  type RequestConfig,
  resetHttpState,
  setRequestLanguage,
  type UploadProgress,
} from "./http";
export { type NetworkNotify, watchNetwork } from "./network";
export {
  getNotifier,
  MESSAGES,
  type MessageKey,
  type Notifier,
  setNotifier,
  setTranslator,
  type Translator,
  t,
} from "./notify";
export {
  ensureToken,
  fetchClientToken,
  NO_TOKEN_MESSAGE,
  obtainClientToken,
  renewToken,
  resetSessionState,
  setOnSignOut,
  signOut,
} from "./session";
export { accessTokenCookieOptions, clearAccessToken, getAccessToken, setAccessToken } from "./token";
