import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  antdFolders,
  antdStyledFolders,
  partitionCss,
  PARTS,
  selectorPart,
  unmappedAntdClasses,
  type CssSplit,
  type Part,
} from './vite-antd-css-split';

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
      for (const part of match[1]!.split(','))
        names.add(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
        );
    }
  }
  return names;
}

/**
 * The stylesheet without the rules no page can use: every selector of the rule matches `unused`. Rules inside @media,
 * @supports and @layer are filtered the same way; @keyframes and other at-rules are kept whole.
 */
export function trimCss(css: string, unused: RegExp): string {
  return partitionCss(css, (selector) => (unused.test(selector) ? 1 : 0), 2)[0]!;
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
 *
 * With a split (a planned build, vite-antd-css-split.ts), `antd.css` is the layout's part and `antd.css?<part>` the
 * others, which the lazily loaded modules `split.importsOf` names import.
 */
export function antdStaticCss(sourceDir: string, split?: CssSplit): Plugin {
  let parts: Map<Part, string> | undefined;
  const read = (file: string) => {
    if (parts) return parts;
    const imported = antdImports(sourceDir);
    const classes = Object.entries(OPTIONAL_COMPONENTS)
      .filter(([component]) => !imported.has(component))
      .map(([, cls]) => cls);
    const unused = new RegExp(`^(?:\\.css-var-_R_|\\.ant-(?:${classes.join('|') || '(?!)'})(?!\\w))`);
    const css = yieldBaseLinkToApp(trimCss(fs.readFileSync(file, 'utf8'), unused));
    if (split) {
      const unmapped = unmappedAntdClasses(css, antdFolders(), antdStyledFolders());
      if (unmapped.length > 0)
        throw new Error(
          `antd stylesheet split: map these in vite-antd-css-split.ts (CLASS_OWNERS or SHARED_CLASSES):\n${unmapped.join('\n')}`,
        );
    }
    const texts = split ? partitionCss(css, selectorPart(split, antdFolders()), PARTS.length) : [css];
    parts = new Map(PARTS.map((part, index) => [part, texts[index] ?? '']));
    return parts;
  };
  return {
    name: 'yanxiu:antd-static-css',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (!ANTD_CSS.test(file!)) return null;
      return read(file!).get(PARTS.find((part) => part === query) ?? 'layout');
    },
    transform(code, id) {
      const imports = split?.importsOf(id) ?? [];
      if (imports.length === 0) return null;
      return { code: `${imports.map((part) => `import 'antd/dist/antd.css?${part}';\n`).join('')}${code}`, map: null };
    },
  };
}
