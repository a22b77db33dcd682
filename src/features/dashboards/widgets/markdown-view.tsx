import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown as people write it (GitHub-flavoured: tables, task lists, strikethrough, autolinks), rendered safely:
 * react-markdown builds React elements (no innerHTML), raw HTML in the source is shown as text (no rehype-raw),
 * `defaultUrlTransform` drops `javascript:` and other unsafe URLs, and links open in a new context without access
 * to this page.
 */
/**
 * A card's own title is a level-3 heading, so the text's headings sit below it (h1 → h4, h2 → h5, deeper → h6): the
 * page keeps one h1 and an outline that reads in order. Each keeps the size its author chose.
 */
const demotedHeading =
  (level: 1 | 2 | 3 | 4 | 5 | 6): Components['h1'] =>
  ({ node: _node, className, ...rest }) => {
    const Tag = level === 1 ? 'h4' : level === 2 ? 'h5' : 'h6';
    return <Tag {...rest} className={[`dash-md-h${level}`, className].filter(Boolean).join(' ')} />;
  };

const components: Components = {
  h1: demotedHeading(1),
  h2: demotedHeading(2),
  h3: demotedHeading(3),
  h4: demotedHeading(4),
  h5: demotedHeading(5),
  h6: demotedHeading(6),
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

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="dash-markdown">
      <Markdown components={components} remarkPlugins={remarkPlugins} skipHtml={false} urlTransform={defaultUrlTransform}>
        {text}
      </Markdown>
    </div>
  );
}
