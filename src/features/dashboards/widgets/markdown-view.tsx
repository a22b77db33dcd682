import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';

/**
 * Markdown rendered safely: react-markdown builds React elements (no innerHTML), raw HTML in the source is shown as
 * text (no rehype-raw), `defaultUrlTransform` drops `javascript:` and other unsafe URLs, and links open in a new
 * context without access to this page.
 */
const components: Components = {
  a: ({ node: _node, href, children, ...rest }) => (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  // Images would be fetched from anywhere the author points; show their alt text and address instead.
  img: ({ alt, src }) => <span className="dash-md-image">[image: {alt || (typeof src === 'string' ? src : '')}]</span>,
};

export default function MarkdownView({ text }: { text: string }) {
  return (
    <div className="dash-markdown">
      <Markdown components={components} skipHtml={false} urlTransform={defaultUrlTransform}>
        {text}
      </Markdown>
    </div>
  );
}
