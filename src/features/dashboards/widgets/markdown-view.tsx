import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown as people write it (GitHub-flavoured: tables, task lists, strikethrough, autolinks), rendered safely:
 * react-markdown builds React elements (no innerHTML), raw HTML in the source is shown as text (no rehype-raw),
 * `defaultUrlTransform` drops `javascript:` and other unsafe URLs, and links open in a new context without access
 * to this page.
 */
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

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="dash-markdown">
      <Markdown components={components} remarkPlugins={remarkPlugins} skipHtml={false} urlTransform={defaultUrlTransform}>
        {text}
      </Markdown>
    </div>
  );
}
