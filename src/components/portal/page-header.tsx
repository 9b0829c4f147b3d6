import type { CSSObject } from "@ant-design/cssinjs";
import { ArrowLeftOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { Avatar, type AvatarProps, ConfigProvider, Space, theme } from "antd";
import type { GlobalToken } from "antd/es/theme/interface";
import { useStyleRegister } from "antd/es/theme/internal";
import {
  type CSSProperties,
  isValidElement,
  type MouseEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

/**
 * The page header of refine's `List`, `Create`, `Edit` and `Show` (@refinedev/antd renders it through
 * `@ant-design/pro-layout`'s `PageHeader`). Builds alias `@ant-design/pro-layout` to this file (vite.config.ts): the
 * pro-layout package brought @ant-design/pro-provider with every one of its locales (about 17 KiB gzip) into every
 * portal page. Same markup, class names (`ant-page-header-*`) and styles (generated from the antd theme token, in the
 * same `antd-pro` CSS layer), so pages look as before; `breadcrumb` is an element (what refine passes), not a
 * `{ items }` object.
 */
export interface PageHeaderProps {
  title?: ReactNode;
  subTitle?: ReactNode;
  tags?: ReactNode;
  extra?: ReactNode;
  avatar?: AvatarProps;
  backIcon?: ReactNode;
  onBack?: (e?: MouseEvent<HTMLDivElement>) => void;
  breadcrumb?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  ghost?: boolean;
  className?: string;
  style?: CSSProperties;
  prefixCls?: string;
}

type HeaderToken = GlobalToken & { componentCls: string; antCls: string };

const ellipsis: CSSObject = { overflow: "hidden", whiteSpace: "nowrap", textOverflow: "ellipsis" };

/** pro-layout's PageHeader style (its `pageHeader*` tokens: padding 16/4, back colour = heading colour). */
function pageHeaderStyle(token: HeaderToken): CSSObject {
  return {
    [token.componentCls]: {
      boxSizing: "border-box",
      margin: 0,
      padding: 0,
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      listStyle: "none",
      position: "relative",
      backgroundColor: token.colorWhite,
      paddingBlock: 4 + 2,
      paddingInline: 16,
      "&&-ghost": { backgroundColor: "transparent" },
      "&&-has-breadcrumb": { paddingBlockStart: token.paddingSM },
      "&&-has-footer": { paddingBlockEnd: 0 },
      "& &-back": {
        marginInlineEnd: token.margin,
        fontSize: 16,
        lineHeight: 1,
        "&-button": {
          fontSize: 16,
          color: token.colorTextHeading,
          outline: "none",
          cursor: "pointer",
          transition: `color ${token.motionDurationSlow}`,
          "&:focus, &:hover": { color: token.colorLinkHover },
          "&:active": { color: token.colorLinkActive },
        },
      },
      [`& ${token.antCls}-divider-vertical`]: {
        height: 14,
        marginBlock: 0,
        marginInline: token.marginSM,
        verticalAlign: "middle",
      },
      "& &-breadcrumb + &-heading": { marginBlockStart: token.marginXS },
      "& &-heading": {
        display: "flex",
        justifyContent: "space-between",
        "&-left": {
          display: "flex",
          alignItems: "center",
          marginBlock: token.marginXS / 2,
          marginInlineEnd: 0,
          marginInlineStart: 0,
          overflow: "hidden",
        },
        "&-title": {
          marginInlineEnd: token.marginSM,
          marginBlockEnd: 0,
          color: token.colorTextHeading,
          fontWeight: 600,
          fontSize: token.fontSizeHeading4,
          lineHeight: `${token.controlHeight}px`,
          ...ellipsis,
        },
        "&-avatar": { marginInlineEnd: token.marginSM },
        "&-sub-title": {
          marginInlineEnd: token.marginSM,
          color: token.colorTextSecondary,
          fontSize: 14,
          lineHeight: token.lineHeight,
          ...ellipsis,
        },
        "&-extra": {
          marginBlock: token.marginXS / 2,
          marginInlineEnd: 0,
          marginInlineStart: 0,
          whiteSpace: "nowrap",
          "> *": { whiteSpace: "unset" },
        },
      },
      "&-content": { paddingBlockStart: token.paddingSM },
      "&-footer": { marginBlockStart: token.margin },
      "&-compact &-heading": { flexWrap: "wrap" },
      "&-rtl": { direction: "rtl" },
    },
  };
}

/** Below 768 px of its own width the heading wraps (the extra buttons go under the title), as pro-layout's did. */
function useCompact() {
  const ref = useRef<HTMLDivElement>(null);
  const [compact, setCompact] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setCompact(entry.contentRect.width < 768));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, compact };
}

export function PageHeader(props: PageHeaderProps) {
  const { title, subTitle, tags, extra, avatar, onBack, breadcrumb, footer, children, ghost = true } = props;
  const { getPrefixCls, direction, csp } = useContext(ConfigProvider.ConfigContext);
  const { token, hashId, theme: antdTheme } = theme.useToken();
  const prefixCls = getPrefixCls("page-header", props.prefixCls);
  const antCls = `.${getPrefixCls()}`;
  const wrapSSR = useStyleRegister(
    { theme: antdTheme, token, path: ["ProLayoutPageHeader"], nonce: csp?.nonce, layer: { name: "antd-pro" } },
    () => [pageHeaderStyle({ ...token, antCls, componentCls: `.${prefixCls}` } as HeaderToken)],
  );
  const { ref, compact } = useCompact();
  const cls = (suffix: string) => `${prefixCls}-${suffix} ${hashId}`.trim();

  const breadcrumbDom = isValidElement(breadcrumb) ? breadcrumb : null;
  const backIcon =
    props.backIcon !== undefined ? (
      props.backIcon
    ) : direction === "rtl" ? (
      <ArrowRightOutlined />
    ) : (
      <ArrowLeftOutlined />
    );
  const hasHeading = title || subTitle || tags || extra;
  const heading = hasHeading ? (
    <div className={`${prefixCls}-heading ${hashId}`}>
      <div className={cls("heading-left")}>
        {backIcon && onBack ? (
          <div className={cls("back")}>
            {/* The back icon refine passes is a button: its click (by keyboard too) bubbles to here. No second
                role="button" around it (pro-layout had one: a control nested in a control). */}
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches the button inside */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the click comes from the button inside */}
            <div onClick={(e) => onBack(e)} className={cls("back-button")}>
              {backIcon}
            </div>
          </div>
        ) : null}
        {avatar ? (
          <Avatar
            {...avatar}
            className={[`${prefixCls}-heading-avatar`, hashId, avatar.className].filter(Boolean).join(" ")}
          />
        ) : null}
        {title ? (
          <span className={cls("heading-title")} title={typeof title === "string" ? title : undefined}>
            {title}
          </span>
        ) : null}
        {subTitle ? (
          <span className={cls("heading-sub-title")} title={typeof subTitle === "string" ? subTitle : undefined}>
            {subTitle}
          </span>
        ) : null}
        {tags ? <span className={cls("heading-tags")}>{tags}</span> : null}
      </div>
      {extra ? (
        <span className={cls("heading-extra")}>
          <Space>{extra}</Space>
        </span>
      ) : null}
    </div>
  ) : null;
  const content = children ? <div className={cls("content")}>{children}</div> : null;
  const footerDom = footer ? <div className={cls("footer")}>{footer}</div> : null;
  if (!breadcrumbDom && !heading && !footerDom && !content)
    return <div className={`${hashId} ${prefixCls}-no-children`.trim()} />;
  const className = [
    prefixCls,
    hashId,
    props.className,
    breadcrumbDom && `${prefixCls}-has-breadcrumb`,
    footer && `${prefixCls}-has-footer`,
    direction === "rtl" && `${prefixCls}-rtl`,
    compact && `${prefixCls}-compact`,
    ghost && `${prefixCls}-ghost`,
  ]
    .filter(Boolean)
    .join(" ");
  return wrapSSR(
    <div ref={ref} className={className} style={props.style}>
      {breadcrumbDom}
      {heading}
      {content}
      {footerDom}
    </div>,
  );
}
