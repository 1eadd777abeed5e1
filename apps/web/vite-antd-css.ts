import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// antd's static stylesheet (antd/dist/antd.css), read by the signed-in layouts in zero-runtime mode.
const ANTD_CSS = /[\\/]node_modules[\\/]antd[\\/]dist[\\/]antd\.css$/;
// Components the stylesheet styles that this app may never import, each with the class its rules start with.
// Their rules are left out of the build while no source file imports them from 'antd'; the day one does, they return.
const OPTIONAL_COMPONENTS: Record<string, string> = {
  Anchor: 'anchor',
  Carousel: 'carousel',
  Cascader: 'cascader',
  ColorPicker: 'color-picker',
  FloatButton: 'float-btn',
  Mentions: 'mentions',
  Rate: 'rate',
  Slider: 'slider',
  Splitter: 'splitter',
  Tour: 'tour',
  Transfer: 'transfer',
  Watermark: 'watermark',
};

/** The names a source tree imports from 'antd' (`import { Button, type FormInstance } from 'antd'`). */
function antdImports(sourceDir: string): Set<string> {
  const names = new Set<string>();
  const files = fs.readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  for (const file of files) {
    const text = fs.readFileSync(path.join(sourceDir, file), 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of match[1]!.split(',')) names.add(part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** The selectors of a rule, split at top-level commas (not those inside `:where(…)` or `:not(…)`). */
function selectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < prelude.length; index++) {
    const char = prelude[index];
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(prelude.slice(start).trim());
  return parts;
}

/**
 * The stylesheet without the rules no page can use: every selector of the rule matches `unused`. Rules inside @media,
 * @supports and @layer are filtered the same way; @keyframes and other at-rules are kept whole.
 */
export function trimCss(css: string, unused: RegExp): string {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open === -1) {
      out += css.slice(index);
      break;
    }
    // The block's end: the matching closing brace.
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) {
      if (css[close] === '{') depth++;
      else if (css[close] === '}') depth--;
    }
    const prelude = css.slice(index, open);
    const body = css.slice(open + 1, close - 1);
    const trimmedPrelude = prelude.trim();
    if (/^@(media|supports|layer)\b/.test(trimmedPrelude)) {
      const inner = trimCss(body, unused);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (trimmedPrelude.startsWith('@') || !selectors(trimmedPrelude).every((selector) => unused.test(selector))) {
      out += `${prelude}{${body}}`;
    }
    index = close;
  }
  return out;
}

/**
 * The base link rule (`a { color: …; text-decoration: … }`) without its colour and decoration. Generated at run time,
 * antd's styles sit before the app's own (app/global.css: links take their text's colour, undecorated) and lose to it
 * at equal specificity; this sheet loads after the app's, so it would win and turn every link blue (axe then found a
 * link in a warning alert at 4.48:1). Hover, focus and disabled link rules are more specific and stay as they were.
 */
export function yieldBaseLinkToApp(css: string): string {
  return css.replace(/(^|\})a\{([^}]*)\}/g, (_, before: string, body: string) => {
    const kept = body
      .split(';')
      .filter((declaration) => !/^\s*(color|text-decoration)\s*:/.test(declaration))
      .join(';');
    return `${before}a{${kept}}`;
  });
}

/**
 * Serves antd/dist/antd.css trimmed: without the rules of components no source file imports (about a tenth of it), and
 * without the theme variables it carries for the `.css-var-_R_…` scopes of the server rendering it was extracted from,
 * which never occur in the browser (the running app sets the variables of its own theme under its own scopes); and with
 * the base link rule yielding to the app's (`yieldBaseLinkToApp`).
 */
export function antdStaticCss(sourceDir: string): Plugin {
  return {
    name: 'yanxiu:antd-static-css',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!ANTD_CSS.test(file)) return null;
      const imported = antdImports(sourceDir);
      const classes = Object.entries(OPTIONAL_COMPONENTS)
        .filter(([component]) => !imported.has(component))
        .map(([, cls]) => cls);
      const unused = new RegExp(`^(?:\\.css-var-_R_|\\.ant-(?:${classes.join('|') || '(?!)'})(?!\\w))`);
      return yieldBaseLinkToApp(trimCss(fs.readFileSync(file, 'utf8'), unused));
    },
  };
}
