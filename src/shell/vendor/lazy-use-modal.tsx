import type useRealModal from "antd/es/modal/useModal";
import { Fragment, lazy, type ReactElement, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";

/**
 * antd's `App` (rich-scope.tsx wraps every antd screen in it) calls `Modal.useModal()` for `App.useApp().modal`, so
 * the Modal component, its confirm dialogs and rc-dialog were in the first load of every page under `Scope`,
 * although a dialog opens only when a user asks for one (about 8 KiB gzip). Builds hand `App` this hook instead
 * (vite.config.ts, `importSwaps`): the same API; the first call loads antd's own `useModal` and its holder, then every
 * call goes to it. A call made while it loads returns a stand-in whose `destroy`, `update` and `then` are passed on
 * once the dialog exists.
 */
type ModalApi = ReturnType<typeof useRealModal>[0];
type Kind = keyof ModalApi;
type Instance = ReturnType<ModalApi["confirm"]>;
type Config = Parameters<ModalApi["confirm"]>[0];

const KINDS: Kind[] = ["info", "success", "error", "warning", "confirm"];

const RealHolder = lazy(() =>
  import("antd/es/modal/useModal/index.js").then(({ default: useModal }) => ({
    default: function ModalHolder({ onApi }: { onApi: (api: ModalApi) => void }) {
      const [api, holder] = useModal();
      useEffect(() => onApi(api), [api, onApi]);
      return holder;
    },
  })),
);

export default function useModal(): readonly [ModalApi, ReactElement] {
  const apiRef = useRef<ModalApi | null>(null);
  const waiting = useRef<((api: ModalApi) => void)[]>([]);
  const [wanted, setWanted] = useState(false);
  const onApi = useCallback((api: ModalApi) => {
    apiRef.current = api;
    for (const run of waiting.current.splice(0)) run(api);
  }, []);
  const api = useMemo(() => {
    const call =
      (kind: Kind) =>
      (config: Config): Instance => {
        if (apiRef.current) return apiRef.current[kind](config);
        setWanted(true);
        let real: Instance | undefined;
        const later: ((instance: Instance) => void)[] = [];
        const whenReal = (run: (instance: Instance) => void) => (real ? run(real) : later.push(run));
        waiting.current.push((loaded) => {
          real = loaded[kind](config);
          for (const run of later.splice(0)) run(real);
        });
        return {
          destroy: () => whenReal((i) => i.destroy()),
          update: (next) => whenReal((i) => i.update(next)),
          // antd's instance is a thenable (awaiting it waits for the dialog to close): so is the stand-in. The
          // instance travels boxed, or the promise would adopt it.
          // biome-ignore lint/suspicious/noThenProperty: the API being stood in for has it
          then: (resolve, reject) =>
            new Promise<{ instance: Instance }>((r) => whenReal((instance) => r({ instance }))).then(({ instance }) =>
              instance.then(resolve, reject),
            ),
        } as Instance;
      };
    return Object.fromEntries(KINDS.map((kind) => [kind, call(kind)])) as ModalApi;
  }, []);
  const holder = wanted ? (
    <Suspense key="modal-holder" fallback={null}>
      <RealHolder onApi={onApi} />
    </Suspense>
  ) : (
    <Fragment key="modal-holder" />
  );
  return [api, holder] as const;
}
