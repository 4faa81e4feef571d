import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

/** The page content streams of a PDF, inflated where they are deflated. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    streams.push((/\/FlateDecode/.test(match[1]!) ? inflateSync(bytes) : bytes).toString('latin1'));
  }
  return streams;
}

/**
 * The text a PDF shows, in drawing order, with whitespace collapsed: enough to check what a reader would find in a
 * file written with the standard fonts (pdfkit writes shown text as hex strings in `TJ` arrays).
 */
export function pdfText(pdf: Buffer): string {
  const shown: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array] of stream.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('');
      shown.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}
