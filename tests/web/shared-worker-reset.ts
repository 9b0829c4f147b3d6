/**
 * The web project "web" runs its files one after another in a worker WITHOUT per-file isolation (vitest.config.ts):
 * the jsdom window, the document and every imported module (the zustand store, i18next, the HTTP and session
 * singletons, the app's QueryClient) live on from one file to the next. Setup files run again before each file is
 * imported, so this one puts back, before each file, what a fresh worker would start with. Files that mock modules
 * (vi.mock) or change globals that cannot be put back stay in the isolated project "web-isolated".
 */
import { cleanup } from "@testing-library/react";
import Cookies from "js-cookie";
import { vi } from "vitest";
import { setDeviceIdSource } from "../../src/api/device";
import { resetHttpState } from "../../src/api/http";
import { setNotifier } from "../../src/api/notify";
import { resetSessionState, setOnSignOut } from "../../src/api/session";
import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT } from "../../src/config/constants";
import { i18n } from "../../src/i18n";
import { resetCartWatchForTests } from "../../src/lib/cart";
import { setDisplayFormats } from "../../src/lib/format";
import { queryClient } from "../../src/shell/query-client";
import { initialData, useKhidmaStore } from "../../src/state/store";

// what the previous file left on screen and in timers
cleanup();
vi.useRealTimers();
document.body.innerHTML = "";
document.documentElement.removeAttribute("lang");
document.documentElement.removeAttribute("dir");
window.history.replaceState(null, "", "/");

// storage and cookies (the access_token cookie among them)
localStorage.clear();
sessionStorage.clear();
for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });

// module singletons, back to their first values (the translator and the request language are left to the modules
// that set them when imported: src/shell/app-providers.tsx, language-sync.ts follows the store's language)
useKhidmaStore.setState(initialData());
localStorage.clear();
queryClient.clear();
resetCartWatchForTests();
resetHttpState();
resetSessionState();
setOnSignOut(null);
setNotifier(null);
setDeviceIdSource(null);
setDisplayFormats({ date: DEFAULT_DATE_FORMAT, time: DEFAULT_TIME_FORMAT });
if (i18n.isInitialized && i18n.language !== "en") await i18n.changeLanguage("en");
document.documentElement.removeAttribute("lang");
document.documentElement.removeAttribute("dir");
