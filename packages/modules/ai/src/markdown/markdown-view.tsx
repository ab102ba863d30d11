/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Lexer, type Token, type Tokens } from 'marked';
import { memo, type ReactNode } from 'react';
import { decodeEntities, safeImageSrc, safeLinkHref } from './safe-url.ts';

/**
 * An answer's markdown as React elements (issue 40: rendered safely). marked only tokenises; nothing
 * goes through innerHTML: raw HTML is shown as the text it is, a link opens only http(s), mailto and
 * tel (else its words stand alone), an image loads only from the page's own origin (else its
 * description is shown). Loaded in a chunk of its own (the screens import it lazily).
 */

const styles = {
  root: css({
    fontSize: 15,
    lineHeight: 1.65,
    wordBreak: 'break-word',
    overflowWrap: 'anywhere',
    '& > :first-child': { marginTop: 0 },
    '& > :last-child': { marginBottom: 0 },
    'p, ul, ol, blockquote, pre, table': { margin: '0 0 8px' },
    'ul, ol': { paddingLeft: 20 },
    li: { margin: '2px 0' },
    a: { color: 'var(--hub-primary-text)', textDecoration: 'underline' },
    code: { fontFamily: 'monospace', fontSize: 13, background: 'rgba(0, 0, 0, 0.06)', borderRadius: 4, padding: '1px 4px' },
    pre: { background: 'rgba(0, 0, 0, 0.06)', borderRadius: 6, padding: '8px 10px', overflowX: 'auto' },
    'pre code': { background: 'none', padding: 0, whiteSpace: 'pre' },
    blockquote: { borderLeft: '3px solid var(--adm-color-border)', paddingLeft: 10, color: 'var(--adm-color-text-secondary)' },
    table: { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
    'th, td': { border: '1px solid var(--adm-color-border)', padding: '4px 8px', textAlign: 'left' },
    hr: { border: 0, borderTop: '1px solid var(--adm-color-border)', margin: '10px 0' },
    img: { maxWidth: '100%', height: 'auto' },
    // two classes: above the plain `p` rule's margin
    '.md-heading': { fontWeight: 700, margin: '10px 0 6px' },
    '.md-heading:first-child': { marginTop: 0 },
  }),
  blocked: css({ color: 'var(--adm-color-text-secondary)' }),
};

const HEADING_SIZES = [18, 17, 16, 15, 15, 15];

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** Token children, or the token's text when it has none. */
function inner(token: { tokens?: Token[]; text?: string }, keyPrefix: string): ReactNode {
  return token.tokens && token.tokens.length > 0 ? renderTokens(token.tokens, keyPrefix) : decodeEntities(token.text ?? '');
}

function renderLink(token: Tokens.Link, key: string): ReactNode {
  const content = inner(token, key);
  const link = safeLinkHref(token.autolink === true ? token.href : decodeEntities(token.href), origin());
  if (link === null) return <span key={key}>{content}</span>;
  return link.internal ? (
    <a key={key} href={link.href}>
      {content}
    </a>
  ) : (
    <a key={key} href={link.href} target="_blank" rel="noopener noreferrer nofollow">
      {content}
    </a>
  );
}

function renderImage(token: Tokens.Image, key: string): ReactNode {
  const src = safeImageSrc(decodeEntities(token.href), origin());
  const description = decodeEntities(token.text);
  if (src === null) {
    return (
      <span key={key} css={styles.blocked} data-testid="blocked-image">
        [图片{description === '' ? '' : `：${description}`}]
      </span>
    );
  }
  return <img key={key} src={src} alt={description} loading="lazy" referrerPolicy="no-referrer" />;
}

function renderTable(token: Tokens.Table, key: string): ReactNode {
  return (
    <table key={key}>
      <thead>
        <tr>
          {token.header.map((cell, index) => (
            <th key={index}>{renderTokens(cell.tokens, `${key}h${index}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {token.rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.map((cell, index) => (
              <td key={index}>{renderTokens(cell.tokens, `${key}r${rowIndex}c${index}`)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function renderList(token: Tokens.List, key: string): ReactNode {
  const items = token.items.map((item, index) => (
    <li key={index}>
      {item.task && <span aria-hidden="true">{item.checked === true ? '☑ ' : '☐ '}</span>}
      {renderTokens(item.tokens, `${key}i${index}`)}
    </li>
  ));
  return token.ordered ? (
    <ol key={key} start={typeof token.start === 'number' ? token.start : undefined}>
      {items}
    </ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

/** One token as an element; every case renders text through React (escaped), never as markup. */
function renderToken(token: Token, key: string): ReactNode {
  const t = token as Tokens.Generic;
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p key={key}>{inner(t, key)}</p>;
    case 'heading': {
      const depth = Math.min(Math.max(Number(t.depth) || 1, 1), 6);
      return (
        <p key={key} className="md-heading" style={{ fontSize: HEADING_SIZES[depth - 1] }}>
          {inner(t, key)}
        </p>
      );
    }
    case 'text':
      return t.tokens && t.tokens.length > 0 ? <span key={key}>{renderTokens(t.tokens, key)}</span> : decodeEntities(String(t.text));
    case 'escape':
      return String(t.text);
    case 'html':
      // raw HTML is words here, as typed (issue 40: no raw HTML)
      return String(t.text);
    case 'strong':
      return <strong key={key}>{inner(t, key)}</strong>;
    case 'em':
      return <em key={key}>{inner(t, key)}</em>;
    case 'del':
      return <del key={key}>{inner(t, key)}</del>;
    case 'codespan':
      return <code key={key}>{decodeEntities(String(t.text))}</code>;
    case 'br':
      return <br key={key} />;
    case 'code':
      return (
        <pre key={key}>
          <code>{String(t.text)}</code>
        </pre>
      );
    case 'blockquote':
      return <blockquote key={key}>{inner(t, key)}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'link':
      return renderLink(token as Tokens.Link, key);
    case 'image':
      return renderImage(token as Tokens.Image, key);
    case 'list':
      return renderList(token as Tokens.List, key);
    case 'table':
      return renderTable(token as Tokens.Table, key);
    case 'checkbox':
      return null; // list items draw their own box
    default:
      // a token kind this renderer does not know: its source as text
      return typeof t.raw === 'string' ? t.raw : null;
  }
}

function renderTokens(tokens: readonly Token[], keyPrefix: string): ReactNode[] {
  return tokens.map((token, index) => renderToken(token, `${keyPrefix}.${index}`));
}

/** The markdown source as React nodes (for tests and the view below). */
export function renderMarkdown(source: string): ReactNode[] {
  return renderTokens(Lexer.lex(source, { gfm: true, breaks: true }), 'm');
}

export interface MarkdownViewProps {
  source: string;
}

/** An answer's markdown; re-rendered only when its text changes (a stream grows it token by token). */
export const MarkdownView = memo(function MarkdownView({ source }: MarkdownViewProps) {
  return (
    <div css={styles.root} data-testid="markdown">
      {renderMarkdown(source)}
    </div>
  );
});

export default MarkdownView;
