import { SERVER_LOADER_ELEMENT_ID } from '@yanxiu/contract/server-loader';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, prepareShell, previewText, renderPageHtml } from './page-html';
import { compileRoutePattern, pagePathOf } from './route-pattern';

describe('route patterns', () => {
  const share = compileRoutePattern('/topicContentDetail/sharePage/:applyId');

  it('gives the parameters of a matching path, decoded, with or without a trailing slash', () => {
    expect(share.match('/topicContentDetail/sharePage/12')).toEqual({ applyId: '12' });
    expect(share.match('/topicContentDetail/sharePage/a%20b/')).toEqual({ applyId: 'a b' });
  });

  it('refuses other paths, empty or malformed segments', () => {
    expect(share.match('/topicContentDetail/sharePage')).toBeNull();
    expect(share.match('/topicContentDetail/sharePage/12/more')).toBeNull();
    expect(share.match('/topicContentDetail/other/12')).toBeNull();
    expect(share.match('/topicContentDetail/sharePage/%E0%A4%A')).toBeNull();
    expect(share.match('topicContentDetail/sharePage/12')).toBeNull();
  });

  it('refuses at start-up a pattern it would never match as React Router does', () => {
    expect(() => compileRoutePattern('topic/:id')).toThrow(/must start with/);
    expect(() => compileRoutePattern('/topic/*')).toThrow(/unsupported segment/);
    expect(() => compileRoutePattern('/topic/:id?')).toThrow(/unsupported segment/);
  });

  it('reads the page path of a URL, absolute or a path, with or without the /pc base', () => {
    expect(pagePathOf('https://haidian.example.cn/pc/topicContentDetail/sharePage/7?from=chat#top')).toBe(
      '/topicContentDetail/sharePage/7',
    );
    expect(pagePathOf('/pc/topicContentDetail/sharePage/7')).toBe('/topicContentDetail/sharePage/7');
    expect(pagePathOf('/topicContentDetail/sharePage/7')).toBe('/topicContentDetail/sharePage/7');
    expect(pagePathOf('/pc')).toBe('/');
    expect(pagePathOf('/pcx/a')).toBe('/pcx/a');
  });
});

describe('the injected head', () => {
  const shell = prepareShell(
    '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta charset="UTF-8" />\n    <title>研修 · Yanxiu</title>\n    <meta\n      name="description"\n      content="both languages"\n    />\n  </head>\n  <body><div id="root"></div><script type="module" src="/pc/assets/index.js"></script></body>\n</html>\n',
  );
  const hostile = 'A "quoted" </script><script>alert(1)</script> & \'more\'';
  const html = renderPageHtml(shell, {
    locale: 'en-US',
    head: { title: hostile, description: `${hostile}\n\nsecond line`, image: '/api/logo.png' },
    url: 'https://demo.example.cn/pc/topicContentDetail/sharePage/1',
    origin: 'https://demo.example.cn',
    siteName: 'Demo <district>',
    notFound: false,
    embedded: {
      route: '/topicContentDetail/sharePage/:applyId',
      path: '/topicContentDetail/sharePage/1',
      status: 'ok',
      data: { title: hostile, line: 'a\u2028b' },
    },
  });

  it("replaces the shell's title, description and language, keeping the rest", () => {
    expect(html).not.toContain('研修 · Yanxiu');
    expect(html).not.toContain('both languages');
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<script type="module" src="/pc/assets/index.js"></script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes every injected text, so a title cannot close the script or an attribute', () => {
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;more&#39;</title>');
    expect(html).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;/script&gt;');
    expect(html).toContain('<meta property="og:site_name" content="Demo &lt;district&gt;" />');
    expect(html).toContain('<meta property="og:image" content="https://demo.example.cn/api/logo.png" />');
    // Exactly the shell's module script and the inert data element: the title's "<script>" is text.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('embeds the data as inert JSON that reads back exactly', () => {
    const element = new RegExp(`<script type="application/json" id="${SERVER_LOADER_ELEMENT_ID}">([^<]*)</script>`).exec(html);
    expect(element).not.toBeNull();
    expect(JSON.parse(element![1]!)).toMatchObject({ status: 'ok', data: { title: hostile, line: 'a\u2028b' } });
  });

  it('keeps a 404 out of search engines, without a preview card', () => {
    const notFound = renderPageHtml(shell, {
      locale: 'zh-CN',
      head: { title: '页面不存在 - 演示区', description: '该页面不存在' },
      url: 'https://demo.example.cn/pc/x',
      origin: 'https://demo.example.cn',
      siteName: '演示区',
      notFound: true,
      embedded: { route: '/x', path: '/x', status: 'notFound' },
    });
    expect(notFound).toContain('<meta name="robots" content="noindex" />');
    expect(notFound).not.toContain('og:title');
    expect(notFound).toContain('<html lang="zh-CN">');
  });

  it('escapes helpers on their own', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(jsonForScript({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
    expect(previewText('  a \n\n b  ')).toBe('a b');
    const long = previewText('研'.repeat(300));
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('takes a shell without a head or a language too, putting the tags where the parser reads them as head', () => {
    const bare = renderPageHtml(prepareShell('<!doctype html><title>t</title><div id="root"></div>'), {
      locale: 'zh-CN',
      head: { title: 'T', description: 'D' },
      url: 'https://demo.example.cn/pc/x',
      origin: 'https://demo.example.cn',
      siteName: 'S',
      notFound: true,
      embedded: { route: '/x', path: '/x', status: 'notFound' },
    });
    expect(bare.startsWith('<!doctype html><title>T</title>\n    <meta name="description" content="D" />')).toBe(true);
    expect(bare.endsWith('<div id="root"></div>')).toBe(true);
    const withBody = prepareShell('<html><body><div id="root"></div></body></html>');
    expect(withBody).toEqual({ beforeLang: null, beforeTags: '<html>', rest: '<body><div id="root"></div></body></html>' });
  });
});
