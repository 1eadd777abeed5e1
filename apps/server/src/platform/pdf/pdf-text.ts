import type PDFDocument from 'pdfkit';
import { fontRuns, sliceFont, type FontWeight } from './cjk-font';

// Text in PDFs drawn run by run in the Noto Sans SC slices each run needs (certificates, growth files).

export type TextStyle = { size: number; weight?: FontWeight; color?: string };
type Doc = InstanceType<typeof PDFDocument>;

/** Measures, draws and wraps mixed Chinese and Latin text on one document; `ink` is the colour when a style names none. */
export function createTextWriter(doc: Doc, ink = '#222222') {
  const registered = new Set<string>();
  /** Sets the slice's font on the document, registering it the first time this document uses it. */
  const useFont = (slice: string, style: TextStyle) => {
    const name = `${slice}-${style.weight ?? 400}`;
    if (!registered.has(name)) {
      doc.registerFont(name, sliceFont(slice, style.weight ?? 400));
      registered.add(name);
    }
    doc.font(name).fontSize(style.size);
  };
  const width = (text: string, style: TextStyle) =>
    fontRuns(text).reduce((sum, run) => {
      useFont(run.slice, style);
      return sum + doc.widthOfString(run.text);
    }, 0);
  const draw = (text: string, x: number, y: number, style: TextStyle) => {
    let left = x;
    for (const run of fontRuns(text)) {
      useFont(run.slice, style);
      doc.fillColor(style.color ?? ink).text(run.text, left, y, { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
  };
  /** Greedy lines no wider than `max`: Chinese breaks between any characters, Latin between words. */
  const wrap = (text: string, max: number, style: TextStyle): string[] => {
    const tokens = text.match(/[\p{Script=Latin}\p{N}'’.-]+\s*|\s+|./gu) ?? [];
    const lines: string[] = [];
    let line = '';
    for (const token of tokens) {
      if (line && width(line + token.trimEnd(), style) > max) {
        lines.push(line.trimEnd());
        line = token.trimStart();
      } else line += token;
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  };
  return { width, draw, wrap };
}
