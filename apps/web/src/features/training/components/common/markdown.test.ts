import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown';

/** The rendered HTML parsed as the browser would. */
function rendered(markdown: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(markdown);
  return host;
}

describe('renderMarkdown', () => {
  test('renders headings, emphasis, lists and links', () => {
    const host = rendered('## 课程目标\n\n**重点**与*难点*\n\n- 第一讲\n- 第二讲\n\n[课程标准](https://example.org/std)');
    expect(host.querySelector('h2')?.textContent).toBe('课程目标');
    expect(host.querySelector('strong')?.textContent).toBe('重点');
    expect(host.querySelector('em')?.textContent).toBe('难点');
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['第一讲', '第二讲']);
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.org/std');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('raw HTML is shown as text, never as elements', () => {
    const host = rendered(
      '前言\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> 与 <b>粗体</b> <a href="javascript:alert(3)">x</a>',
    );
    expect(host.querySelector('script, img, b, a')).toBeNull();
    expect(host.textContent).toContain('<script>alert(1)</script>');
    expect(host.textContent).toContain('<img src=x onerror="alert(2)">');
    expect(host.textContent).toContain('<b>粗体</b>');
  });

  test('a link that browsers read as another site (a backslash for a slash) loses its address', () => {
    const host = rendered('[官网](/\\evil.example) [二](/\t/evil.example) ![图](/\\evil.example/a.png)');
    expect(host.querySelector('a')).toBeNull();
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('官网');
  });

  test('links and images with unsafe addresses keep their text but lose the address', () => {
    const host = rendered(
      '[点我](javascript:alert(1)) [再点](JaVa\tScRiPt:alert(1)) [三](&#106;avascript:alert(1)) ![图](javascript:alert(2)) [数据](data:text/html;base64,PHNjcmlwdD4=)',
    );
    expect(host.querySelector('a, img')).toBeNull();
    expect(host.textContent).toContain('点我');
    expect(host.textContent).toContain('图');
    expect(host.innerHTML).not.toMatch(/href=|src=/i);
  });

  test('attribute values cannot break out of their quotes', () => {
    const host = rendered('[x](https://example.org/"onmouseover="alert(1) "t\\"itle")');
    const link = host.querySelector('a');
    expect(link?.getAttribute('onmouseover') ?? null).toBeNull();
  });

  test('app paths and https images are kept', () => {
    const host = rendered('[我的订单](/my/orders) ![封面](https://example.org/a.png)');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/my/orders');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://example.org/a.png');
  });
});
