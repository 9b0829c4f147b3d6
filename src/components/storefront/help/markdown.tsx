import { Fragment, type ReactNode } from "react";

/**
 * A tiny, safe markdown-to-React renderer for server text (terms, privacy): headings (#..######), paragraphs,
 * unordered (- or *) and ordered (1.) lists, **bold**, *italic* and [links](https://...). Everything becomes React
 * text nodes, never HTML, so nothing the server sends can inject markup. Links keep only http(s), mailto, tel and
 * same-site paths.
 */
export type MdBlock =
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const UL_ITEM = /^\s*[-*+]\s+(.*)$/;
const OL_ITEM = /^\s*\d+[.)]\s+(.*)$/;

/** Splits markdown into blocks (pure; exported for tests). */
export function parseMarkdown(source: string): MdBlock[] {
  const blocks: MdBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: "list", ...list });
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (line.trim() === "") {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line.trim());
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({
        kind: "heading",
        level: heading[1].length as 1 | 2 | 3 | 4 | 5 | 6,
        text: heading[2],
      });
      continue;
    }
    const ul = UL_ITEM.exec(line);
    const ol = ul ? null : OL_ITEM.exec(line);
    if (ul || ol) {
      flushParagraph();
      const ordered = Boolean(ol);
      const current = list as { ordered: boolean; items: string[] } | null;
      if (!current || current.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      }
      (list as unknown as { items: string[] }).items.push(((ul ?? ol) as RegExpExecArray)[1]);
      continue;
    }
    const current = list as { ordered: boolean; items: string[] } | null;
    if (current && /^\s{2,}/.test(raw)) {
      // continuation of the last list item
      current.items[current.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

const safeHref = (href: string): string | null => {
  const h = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(h)) return h;
  if (h.startsWith("/") && !h.startsWith("//")) return h;
  return null;
};

const INLINE = /\*\*(.+?)\*\*|__(.+?)__|\[([^\]]+)\]\(([^)\s]+)\)|\*(?!\s)(.+?)\*/g;

/** Inline markdown (bold, italic, links) to React nodes. */
export function renderInline(text: string, keyPrefix = "i"): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push(text.slice(last, index));
    const key = `${keyPrefix}-${n++}`;
    if (match[1] !== undefined || match[2] !== undefined) {
      out.push(<strong key={key}>{renderInline(match[1] ?? match[2], key)}</strong>);
    } else if (match[3] !== undefined) {
      const href = safeHref(match[4]);
      out.push(
        href ? (
          <a key={key} href={href} rel="noopener noreferrer" target={href.startsWith("http") ? "_blank" : undefined}>
            {renderInline(match[3], key)}
          </a>
        ) : (
          <Fragment key={key}>{renderInline(match[3], key)}</Fragment>
        ),
      );
    } else if (match[5] !== undefined) {
      out.push(<em key={key}>{renderInline(match[5], key)}</em>);
    }
    last = index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/**
 * Renders markdown. `shiftHeadings` pushes heading levels down (the page's own title is the h1, so a `#` in the
 * body becomes an h2).
 */
export function Markdown({ source, shiftHeadings = 1 }: { source: string; shiftHeadings?: number }) {
  const blocks = parseMarkdown(source);
  return (
    <div className="kh-markdown">
      {blocks.map((block, i) => {
        const key = `b${i}`;
        if (block.kind === "heading") {
          const level = Math.min(6, block.level + shiftHeadings);
          const Tag = `h${level}` as "h2";
          return <Tag key={key}>{renderInline(block.text, key)}</Tag>;
        }
        if (block.kind === "list") {
          const Tag = block.ordered ? "ol" : "ul";
          return (
            <Tag key={key}>
              {block.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, order never changes
                <li key={`${key}-${j}`}>{renderInline(item, `${key}-${j}`)}</li>
              ))}
            </Tag>
          );
        }
        return <p key={key}>{renderInline(block.text, key)}</p>;
      })}
    </div>
  );
}
