import { Fragment, lazy, type ReactElement, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";

type Hook<Api> = (config?: object) => readonly [Api, ReactElement];
type Methods = Record<string, (...args: unknown[]) => unknown>;
const invoke = (api: object, method: string, args: unknown[]) => (api as Methods)[method](...args);

/**
 * antd's `App` calls `message.useMessage()` and `notification.useNotification()` for `App.useApp().message` and
 * `.notification`, so both holders, their styles and rc-notification were in the first load of every page under
 * `Scope`, although a toast shows only after something happened (about 8 KiB gzip). Builds hand `App` hooks made
 * here instead (vite.config.ts, `importSwaps`; `lazy-use-message.ts`, `lazy-use-notification.ts`): the same API; the
 * first call loads antd's own hook and its holder (rendered with the config `App` passes), then every call goes to
 * it. A call made while it loads is replayed once the holder exists, and answers `standIn` (for a message, a stand-in
 * of antd's closer-and-thenable; for a notification, nothing, as antd's).
 */
export function lazyNoticeHook<Api extends object>(
  load: () => Promise<Hook<Api>>,
  methods: readonly (keyof Api & string)[],
  standIn: (whenReal: (run: (result: unknown) => void) => void) => unknown,
): Hook<Api> {
  const RealHolder = lazy(() =>
    load().then((useReal) => ({
      default: function NoticeHolder({ config, onApi }: { config?: object; onApi: (api: Api) => void }) {
        const [api, holder] = useReal(config);
        useEffect(() => onApi(api), [api, onApi]);
        return holder;
      },
    })),
  );
  return function useLazyNotices(config?: object) {
    const apiRef = useRef<Api | null>(null);
    const waiting = useRef<((api: Api) => void)[]>([]);
    const [wanted, setWanted] = useState(false);
    const onApi = useCallback((api: Api) => {
      apiRef.current = api;
      for (const run of waiting.current.splice(0)) run(api);
    }, []);
    const api = useMemo(() => {
      const call =
        (method: keyof Api & string) =>
        (...args: unknown[]) => {
          const real = apiRef.current;
          if (real) return invoke(real, method, args);
          setWanted(true);
          let result: unknown;
          let done = false;
          const later: ((result: unknown) => void)[] = [];
          waiting.current.push((loaded) => {
            result = invoke(loaded, method, args);
            done = true;
            for (const run of later.splice(0)) run(result);
          });
          return standIn((run) => (done ? run(result) : later.push(run)));
        };
      return Object.fromEntries(methods.map((method) => [method, call(method)])) as unknown as Api;
    }, []);
    const holder = wanted ? (
      <Suspense key="notice-holder" fallback={null}>
        <RealHolder config={config} onApi={onApi} />
      </Suspense>
    ) : (
      <Fragment key="notice-holder" />
    );
    return [api, holder] as const;
  };
}
