import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view.tsx';
import { decodeEntities, safeImageSrc, safeLinkHref } from './safe-url.ts';

const ORIGIN = 'https://hub.example.cn';

afterEach(cleanup);

function view(source: string): HTMLElement {
  const root = render(<MarkdownView source={source} />).container.querySelector<HTMLElement>('[data-testid="markdown"]');
  if (root === null) throw new Error('no markdown rendered');
  return root;
}

describe('issue 40: an answer’s markdown is rendered safely', () => {
  it('a `javascript:` link keeps its words and loses its address, however it is spelt', () => {
    const root = view(
      '[点我](javascript:alert(1)) [二](JaVa\tScRiPt:alert(2)) [三](&#106;avascript:alert(3)) [四](data:text/html,<b>x</b>)',
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toContain('点我');
    expect(root.textContent).toContain('二');
    expect(root.textContent).toContain('四');
  });

  it('raw HTML is shown as its text: no element and no handler from it', () => {
    const root = view('看这里 <img src=x onerror="alert(1)"> 和\n\n<script>alert(2)</script>\n\n<div onclick="x()">块</div>');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onclick]')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('an image from another origin is not fetched: its description is shown instead', () => {
    const root = view('![座位图](https://evil.example.com/track.png) ![](//evil.example.com/x.png)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelectorAll('[data-testid="blocked-image"]')).toHaveLength(2);
    expect(root.textContent).toContain('[图片：座位图]');
  });

  it('an image of the hub’s own origin loads; ordinary markdown renders as elements', () => {
    const root = view(
      '# 预约座位\n\n1. 打开 **座位预约**\n2. 选 `A区`\n\n![平面图](/9077/api/files/1/)\n\n[座位预约](#/seat) 与 [官网](https://example.com)\n\n|区|座|\n|-|-|\n|A|12|',
    );
    expect(root.querySelector('img')?.getAttribute('src')).toBe(`${window.location.origin}/9077/api/files/1/`);
    expect(root.querySelector('ol li strong')?.textContent).toBe('座位预约');
    expect(root.querySelector('code')?.textContent).toBe('A区');
    const [internal, external] = [...root.querySelectorAll('a')];
    expect(internal?.getAttribute('target')).toBeNull();
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toContain('noopener');
    expect(root.querySelector('td')?.textContent).toBe('A');
  });

  it('a half-written answer (mid-stream) renders without throwing', () => {
    expect(() => view('**加粗还没结束 [链接](http')).not.toThrow();
    expect(() => view('```js\nlet a =')).not.toThrow();
  });
});

describe('safe-url', () => {
  it('links: http(s), mailto and tel only; internal when on the page’s origin', () => {
    expect(safeLinkHref('https://a.cn/x', ORIGIN)).toEqual({ href: 'https://a.cn/x', internal: false });
    expect(safeLinkHref('#/seat', ORIGIN)).toEqual({ href: `${ORIGIN}/#/seat`, internal: true });
    expect(safeLinkHref('tel:10086', ORIGIN)?.internal).toBe(false);
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:x',
      'jav&#x09;ascript:x'.replace('&#x09;', '\t'),
      'vbscript:x',
      'data:text/html,x',
      'file:///etc/passwd',
      '',
    ])
      expect(safeLinkHref(bad, ORIGIN)).toBeNull();
  });

  it('images: the page’s own origin over http(s) only', () => {
    expect(safeImageSrc('/a.png', ORIGIN)).toBe(`${ORIGIN}/a.png`);
    expect(safeImageSrc('https://hub.example.cn/a.png', ORIGIN)).toBe(`${ORIGIN}/a.png`);
    expect(safeImageSrc('https://cdn.example.com/a.png', ORIGIN)).toBeNull();
    expect(safeImageSrc('//cdn.example.com/a.png', ORIGIN)).toBeNull();
    expect(safeImageSrc('data:image/png;base64,AAAA', ORIGIN)).toBeNull();
    expect(safeImageSrc('javascript:alert(1)', ORIGIN)).toBeNull();
  });

  it('entities decode to characters, never to markup', () => {
    expect(decodeEntities('a &amp; b &lt;i&gt; &#20320;&#x597D;')).toBe('a & b <i> 你好');
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
