import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown as people write it (GitHub-flavoured: tables, task lists, strikethrough, autolinks), rendered safely:
 * react-markdown builds React elements (no innerHTML), raw HTML in the source is shown as text (no rehype-raw),
 * `defaultUrlTransform` drops `javascript:` and other unsafe URLs, and links open in a new context without access
 * to this page.
 */
/** The part of a hast node (rehype's tree) that headings are found and renamed by. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING_TAG = /^h([1-6])$/;

/**
 * A card's own title is a level-3 heading, so the text's headings sit below it, their levels closed up from h4 in
 * the order the text uses them (h1, h2, deeper → h4, h5, h6; a text whose first heading is `###` starts at h4 too):
 * the page keeps one h1 and an outline that skips no level. Each keeps the size its author chose (`dash-md-hN`).
 */
function outlineHeadings() {
  return (tree: HastNode) => {
    const headings: { node: HastNode; level: number }[] = [];
    const walk = (node: HastNode) => {
      const level = node.type === 'element' ? HEADING_TAG.exec(node.tagName ?? '')?.[1] : undefined;
      if (level) headings.push({ node, level: Number(level) });
      node.children?.forEach(walk);
    };
    walk(tree);
    const levels = [...new Set(headings.map((heading) => heading.level))].sort((a, b) => a - b);
    for (const { node, level } of headings) {
      node.tagName = `h${Math.min(6, 4 + levels.indexOf(level))}`;
      node.properties = { ...node.properties, className: [`dash-md-h${level}`] };
    }
  };
}

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) => (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // Images would be fetched from anywhere the author points; show their alt text and address instead.
  img: ({ alt, src }) => <span className="dash-md-image">[image: {alt || (typeof src === 'string' ? src : '')}]</span>,
  // A task list's box is read-only; its name says its state, as the item's text says what the task is.
  input: ({ node: _node, type, checked, ...rest }) =>
    type === 'checkbox' ? (
      <input {...rest} type="checkbox" checked={checked === true} disabled readOnly aria-label={checked ? 'Done' : 'Not done'} />
    ) : null,
  // Wide tables scroll inside the card instead of widening it.
  table: ({ node: _node, ...rest }) => (
    <div className="dash-md-table">
      <table {...rest} />
    </div>
  ),
};

const remarkPlugins = [remarkGfm];
const rehypePlugins = [outlineHeadings];

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="dash-markdown">
      <Markdown
        components={components}
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        skipHtml={false}
        urlTransform={defaultUrlTransform}
      >
        {text}
      </Markdown>
    </div>
  );
}
