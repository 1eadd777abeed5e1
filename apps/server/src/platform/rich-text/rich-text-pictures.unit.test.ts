import { describe, expect, it } from 'vitest';
import { hasContent, pictureFileIdsOf, sanitizeRichText } from './rich-text';

const OWN = '0b6f3c1e-8a52-4d3e-9b1f-2c7d8e9fa0b1';
const OTHER = '7d2e4f60-1b3c-4a5d-8e9f-0a1b2c3d4e5f';
const ownPicture = (fileId: string) => fileId === OWN;

describe('rich text with pictures', () => {
  it('keeps an own stored file by the app’s address, with its alt and nothing else', () => {
    const html = `<p>看图<img src="/api/files/${OWN.toUpperCase()}" alt="三角形" title="t" width="9" style="x" class="c"></p>`;
    expect(sanitizeRichText(html, { ownPicture })).toBe(`<p>看图<img src="/api/files/${OWN}" alt="三角形" /></p>`);
  });

  it('gives a picture without alt an empty one', () => {
    expect(sanitizeRichText(`<img src="/api/files/${OWN}">`, { ownPicture })).toBe(`<img src="/api/files/${OWN}" alt="" />`);
  });

  it.each([
    ['a foreign https address', `https://evil.example/api/files/${OWN}`],
    ['a foreign http address', 'http://evil.example/x.png'],
    ['a protocol-relative address', `//evil.example/api/files/${OWN}`],
    ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
    ['a javascript: address', 'javascript:alert(1)'],
    ['our address with a query', `/api/files/${OWN}?x=1`],
    ['another route of ours', `/api/training/covers/${OWN}`],
    ['a relative path climbing to ours', `/api/files/../files/${OWN}`],
    ['a stored file the caller did not accept', `/api/files/${OTHER}`],
  ])('drops an image of %s', (_name, src) => {
    expect(sanitizeRichText(`<p>题<img src="${src}" alt="a"></p>`, { ownPicture })).toBe('<p>题</p>');
  });

  it('drops srcset, handlers and styles, and an image whose only address is a srcset', () => {
    const html = `<img src="/api/files/${OWN}" alt="a" onerror="alert(1)" srcset="https://evil.example/a.png 2x" style="background:url(https://e.org)"><img srcset="https://evil.example/b.png" alt="b">`;
    expect(sanitizeRichText(html, { ownPicture })).toBe(`<img src="/api/files/${OWN}" alt="a" />`);
  });

  it('keeps every image out of rich text that takes no pictures (notices, help)', () => {
    expect(sanitizeRichText(`<p>通知<img src="/api/files/${OWN}" alt="a"></p>`)).toBe('<p>通知</p>');
  });

  it('names the own addresses an unsanitised text’s images hold, and counts a picture as content', () => {
    expect(
      pictureFileIdsOf(`<p><img src="/api/files/${OWN}"><img src="https://e.org/a.png"><img src="/api/files/${OTHER}" onerror="x"></p>`),
    ).toEqual([OWN, OTHER]);
    expect(hasContent(`<p><img src="/api/files/${OWN}" alt="" /></p>`)).toBe(true);
    expect(hasContent('<p> </p>')).toBe(false);
  });
});
