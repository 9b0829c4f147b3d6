export {
  activeRole,
  type ConfigStatusMap,
  configStatus,
  configStatusByType,
  guardSessionOf,
  isSignedIn,
  roleAccess,
} from "./selectors";
export {
  applyLoginSession,
  initialCart,
  initialConfig,
  initialLocation,
  initialSession,
  initialUi,
  type KhidmaState,
  resetOnLogout,
  useKhidmaStore,
} from "./store";
export type * from "./types";
