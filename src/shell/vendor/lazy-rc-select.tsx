import classNames from "classnames";
import {
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * antd's Select draws rc-select, which brings its option list and rc-virtual-list (about 14 KiB gzip) to every page
 * that shows a select, though a closed select draws only its box. Builds hand antd's Select this module instead of
 * rc-select (vite.config.ts, `importSwaps`). Until rc-select has loaded, a closed single select is drawn here with
 * rc-select's own markup and classes (antd still supplies the classes, styles, icons and form status), so it looks
 * the same; pointing at one, focusing it or typing into it loads rc-select, and the select the user reached opens
 * (mouse down, Arrow keys, Enter, Space) or keeps focus and search text. Once loaded every select on the page is
 * rc-select's. Selects this does not mirror (multiple and tags modes, children options, custom labels, a controlled
 * `open`, ...) load rc-select when first drawn.
 */

// biome-ignore lint/suspicious/noExplicitAny: rc-select's props, passed through as antd gives them
type Props = Record<string, any> & { ref?: Ref<unknown> };
type RcSelect = (props: Props) => ReactNode;

let Real: RcSelect | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => Real;

/** Starts loading rc-select once; every select on the page becomes rc-select's when it arrives. */
export function loadRcSelect(): Promise<void> {
  loading ??= import("rc-select").then((m) => {
    Real = m.default as unknown as RcSelect;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** Props a closed single select draws with exactly as rc-select would; any of the others needs rc-select itself. */
const MIRRORED = new Set([
  "prefixCls",
  "className",
  "style",
  "id",
  "value",
  "defaultValue",
  "options",
  "placeholder",
  "showSearch",
  "allowClear",
  "suffixIcon",
  "prefix",
  "loading",
  "disabled",
  "title",
  "tabIndex",
  "autoComplete",
  "ref",
  // behaviour of the open select, or nothing to draw
  "virtual",
  "dropdownMatchSelectWidth",
  "transitionName",
  "builtinPlacements",
  "listHeight",
  "listItemHeight",
  "placement",
  "direction",
  "menuItemSelectedIcon",
  "removeIcon",
  "notFoundContent",
  "getPopupContainer",
  "dropdownClassName",
  "dropdownStyle",
  "dropdownRender",
  "onDropdownVisibleChange",
  "popupMatchSelectWidth",
  "filterOption",
  "filterSort",
  "optionFilterProp",
  "optionRender",
  "onChange",
  "onSelect",
  "onDeselect",
  "onSearch",
  "onClear",
  "onFocus",
  "onBlur",
  "onKeyDown",
  "onMouseDown",
  "onClick",
  "onMouseEnter",
  "onMouseLeave",
  "onPopupScroll",
  "onInputKeyDown",
  "popupClassName",
  "autoClearSearchValue",
  "defaultActiveFirstOption",
  "showAction",
  "maxTagCount",
  "maxLength",
]);
const mirrored = (props: Props) =>
  Object.keys(props).every(
    (key) => props[key] === undefined || MIRRORED.has(key) || key.startsWith("aria-") || key.startsWith("data-"),
  );

interface Intent {
  open: boolean;
  focus: boolean;
  text: string;
}

export default function LazyRcSelect(props: Props) {
  const Loaded = useSyncExternalStore(subscribe, current, current);
  const intent = useRef<Intent>({ open: false, focus: false, text: "" });
  const simple = mirrored(props);
  useEffect(() => {
    if (!simple) void loadRcSelect();
  }, [simple]);
  if (Loaded) return <Swapped Real={Loaded} props={props} intent={intent.current} />;
  return <StandIn {...props} intent={intent.current} />;
}

/** rc-select itself, opened or focused as the user asked while it loaded, with the text they typed. */
function Swapped({ Real, props, intent }: { Real: RcSelect; props: Props; intent: Intent }) {
  const [first] = useState(() => ({ ...intent }));
  useEffect(() => {
    intent.open = false;
    intent.focus = false;
    intent.text = "";
    const input = document.activeElement;
    if (first.text && input instanceof HTMLInputElement && input.getAttribute("role") === "combobox")
      document.execCommand("insertText", false, first.text);
  }, [first, intent]);
  const extra: Props = {};
  if (first.open && props.open === undefined) extra.defaultOpen = true;
  if (first.focus || first.open || first.text) extra.autoFocus = true;
  return <Real {...props} {...extra} />;
}

interface Option {
  value?: unknown;
  label?: ReactNode;
  title?: string;
  options?: Option[];
}

function findOption(options: Option[] | undefined, value: unknown): Option | undefined {
  for (const option of options ?? []) {
    if (Array.isArray(option.options)) {
      const found = findOption(option.options, value);
      if (found) return found;
    } else if (option.value === value) return option;
  }
  return undefined;
}

const titleOf = (v: unknown) => (typeof v === "string" || typeof v === "number" ? v.toString() : undefined);
const noSelect = { userSelect: "none", WebkitUserSelect: "none" } as const;

/** rc-select's closed single select (BaseSelect, Selector, SingleSelector and Input), markup for markup. */
function StandIn(props: Props & { intent: Intent }) {
  const { prefixCls = "rc-select", intent, disabled, loading: isLoading, allowClear, showSearch } = props;
  const generated = useId();
  const id: string = props.id ?? generated;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  useImperativeHandle(props.ref, () => ({
    focus: (options?: FocusOptions) => inputRef.current?.focus(options),
    blur: () => inputRef.current?.blur(),
    scrollTo: () => undefined,
    nativeElement: rootRef.current,
  }));

  const raw = props.value !== undefined ? props.value : props.defaultValue;
  const option = raw === undefined ? undefined : findOption(props.options, raw);
  const label: ReactNode = raw === undefined || raw === null ? undefined : (option?.label ?? (raw as ReactNode));
  const hasValue = label !== undefined && label !== null;
  const editable = Boolean(showSearch);
  const hasTextInput = editable && Boolean(text);
  const clearShown = !disabled && Boolean(allowClear) && (hasValue || Boolean(text));
  const icon = (customize: unknown) =>
    typeof customize === "function"
      ? customize({ loading: isLoading, searchValue: text, open: false, focused: false, showSearch: editable })
      : customize;

  const want = (open: boolean) => {
    if (disabled) return;
    if (open) intent.open = true;
    void loadRcSelect();
  };
  const dom: Record<string, unknown> = {};
  for (const key of Object.keys(props))
    if (key.startsWith("aria-") || key.startsWith("data-") || /^(style|title|onClick|onMouseLeave)$/.test(key))
      dom[key] = props[key];
  const aria: Record<string, string> = {};
  for (const key of Object.keys(props)) if (key.startsWith("aria-")) aria[key] = props[key];

  const arrowShown = Boolean(props.suffixIcon) || Boolean(isLoading);
  const clearIcon = typeof allowClear === "object" && allowClear ? allowClear.clearIcon : undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: rc-select's own markup (its combobox is the input inside)
    <div
      className={classNames(prefixCls, props.className, {
        [`${prefixCls}-single`]: true,
        [`${prefixCls}-allow-clear`]: allowClear,
        [`${prefixCls}-show-arrow`]: arrowShown,
        [`${prefixCls}-disabled`]: disabled,
        [`${prefixCls}-loading`]: isLoading,
        [`${prefixCls}-show-search`]: editable,
      })}
      {...dom}
      ref={rootRef}
      onMouseEnter={(e) => {
        if (!disabled) void loadRcSelect();
        props.onMouseEnter?.(e);
      }}
      onMouseDown={(e) => {
        if (!(e.target as HTMLElement).closest(`.${prefixCls}-clear`)) {
          want(true);
          intent.focus = true;
        }
        props.onMouseDown?.(e);
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (["ArrowDown", "ArrowUp", "Enter", " "].includes(e.key) && !(e.key === " " && editable)) want(true);
        props.onKeyDown?.(e);
      }}
      onFocus={(e) => {
        intent.focus = true;
        want(false);
        props.onFocus?.(e);
      }}
      onBlur={(e) => {
        intent.focus = false;
        props.onBlur?.(e);
      }}
    >
      <div className={`${prefixCls}-selector`}>
        {props.prefix ? <div className={`${prefixCls}-prefix`}>{props.prefix}</div> : null}
        <span className={`${prefixCls}-selection-wrap`}>
          <span className={`${prefixCls}-selection-search`}>
            <input
              ref={inputRef}
              type="search"
              id={id}
              autoComplete={props.autoComplete || "off"}
              className={`${prefixCls}-selection-search-input`}
              role="combobox"
              aria-expanded={false}
              aria-haspopup="listbox"
              aria-owns={`${id}_list`}
              aria-autocomplete="list"
              aria-controls={`${id}_list`}
              {...aria}
              disabled={disabled}
              tabIndex={props.tabIndex}
              value={editable ? text : ""}
              readOnly={!editable}
              {...{ unselectable: editable ? undefined : "on" }}
              style={{ opacity: editable ? undefined : 0 }}
              onChange={(e: ChangeEvent<HTMLInputElement>) => {
                setText(e.target.value);
                intent.text = e.target.value;
                want(true);
              }}
            />
          </span>
          {hasValue ? (
            <span
              className={`${prefixCls}-selection-item`}
              title={props.title === undefined ? (titleOf(option?.title) ?? titleOf(label)) : props.title}
              style={hasTextInput ? { visibility: "hidden" } : undefined}
            >
              {label}
            </span>
          ) : (
            <span
              className={`${prefixCls}-selection-placeholder`}
              style={hasTextInput ? { visibility: "hidden" } : undefined}
            >
              {props.placeholder}
            </span>
          )}
        </span>
      </div>
      {arrowShown ? (
        <span
          className={classNames(`${prefixCls}-arrow`, { [`${prefixCls}-arrow-loading`]: isLoading })}
          style={noSelect}
          {...{ unselectable: "on" }}
          aria-hidden
          onMouseDown={(e) => e.preventDefault()}
        >
          {icon(props.suffixIcon) ?? <span className={`${prefixCls}-arrow-icon`} />}
        </span>
      ) : null}
      {clearShown ? (
        <span
          className={`${prefixCls}-clear`}
          style={noSelect}
          {...{ unselectable: "on" }}
          aria-hidden
          onMouseDown={(e) => {
            e.preventDefault();
            props.onClear?.();
            if (hasValue) props.onChange?.(undefined, undefined);
            setText("");
            intent.text = "";
          }}
        >
          {clearIcon ?? <span className={`${prefixCls}-clear-icon`}>×</span>}
        </span>
      ) : null}
    </div>
  );
}

/** rc-select's option placeholders (the real select reads these flags off its children). */
export function Option() {
  return null;
}
Option.isSelectOption = true;
export function OptGroup() {
  return null;
}
OptGroup.isSelectOptGroup = true;
