/** Where in a text: 1-based line and column (columns in UTF-16 code units, as a textarea's caret counts them). */
export interface TextPosition {
  line: number;
  column: number;
}

export interface JsonSyntaxError {
  /** What the parser expected or found, in its words, without its position ("Expected ',' or '}' after property value"). */
  reason: string;
  /** Where the parser stopped; null when its message does not say (an unknown message form). */
  at: TextPosition | null;
}

export type JsonReading =
  { kind: 'empty' } | { kind: 'value'; value: unknown } | { kind: 'syntax-error'; error: JsonSyntaxError };

/** Parses pasted or dropped text; empty text and syntax errors are results, never exceptions. */
export function readJson(text: string): JsonReading {
  if (!text.trim()) return { kind: 'empty' };
  try {
    return { kind: 'value', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'syntax-error', error: describeSyntaxError(text, error instanceof Error ? error.message : String(error)) };
  }
}

/** "Line 3, column 14: Expected ',' or '}' after property value." (or the parser's own words where it gives no place). */
export function formatSyntaxError(error: JsonSyntaxError): string {
  const reason = /[.!?]$/.test(error.reason) ? error.reason : `${error.reason}.`;
  return error.at ? `Line ${error.at.line}, column ${error.at.column}: ${reason}` : reason;
}

/**
 * Reads the place out of a JSON.parse message. Engines say it in different forms: V8 "… in JSON at position 13",
 * newer V8 adds "(line 3 column 3)", Firefox "… at line 3 column 3 of the JSON data", V8 "Unexpected end of JSON
 * input" (the end), and V8 "Unexpected token 'x', …"context"… is not valid JSON" (no number: the context is found in
 * the text). An unknown form keeps the message as it is, with no place.
 */
export function describeSyntaxError(text: string, message: string): JsonSyntaxError {
  // First: this form echoes the input, which may itself hold words like "at position 3".
  const token = unexpectedToken(text, message);
  if (token)
    return {
      reason: `Unexpected ${describeToken(token.char)}`,
      at: token.offset === null ? null : positionAt(text, token.offset),
    };
  const lineColumn = /\bline (\d+) column (\d+)/i.exec(message);
  const position = /\bat position (\d+)/i.exec(message);
  const reason = cleanReason(message);
  if (lineColumn) return { reason, at: { line: Number(lineColumn[1]), column: Number(lineColumn[2]) } };
  if (position) return { reason, at: positionAt(text, Number(position[1])) };
  if (/^Unexpected end of JSON input$/i.test(message.trim())) {
    // Just after the last thing written, not on a trailing blank line.
    return {
      reason: 'The JSON ends before it is complete (a closing bracket, brace or quote is missing)',
      at: positionAt(text, text.trimEnd().length),
    };
  }
  return { reason: reason || 'The text is not valid JSON', at: null };
}

/** The parser's words without the engine's prefix, its position and its echo of the input. */
function cleanReason(message: string): string {
  const cleaned = message
    .replace(/^JSON\.parse:\s*/i, '')
    .replace(/\s*\(line \d+ column \d+\)/i, '')
    .replace(/\s+at line \d+ column \d+ of the JSON data/i, '')
    .replace(/\s+in JSON at position \d+/i, '')
    .replace(/\s+at position \d+/i, '')
    .trim();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** V8 shows this many characters of the input on each side of an unexpected token. */
const V8_CONTEXT = 10;

/**
 * V8's "Unexpected token 'x', "…" is not valid JSON" forms: the whole (short) input, or up to 10 characters either
 * side of the token, with "..." where it was cut. The token's offset follows from where the context sits; it is
 * trusted only when the character there is the token.
 */
function unexpectedToken(text: string, message: string): { char: string; offset: number | null } | null {
  const match = /^Unexpected token '([\s\S]+?)', (\.\.\.)?"([\s\S]*)"(\.\.\.)? is not valid JSON$/.exec(message);
  if (!match) return null;
  const [, char = '', cutBefore, context = '', cutAfter] = match;
  let offset: number;
  if (!cutBefore && !cutAfter) {
    // The whole input is shown: the token is found only where it appears once.
    offset = text.indexOf(char);
    if (offset !== text.lastIndexOf(char)) offset = -1;
  } else if (!cutBefore) {
    offset = context.length - V8_CONTEXT;
  } else if (!cutAfter) {
    offset = text.length - context.length + V8_CONTEXT;
  } else {
    const first = text.indexOf(context);
    offset = first >= 0 && text.indexOf(context, first + 1) < 0 ? first + V8_CONTEXT : -1;
  }
  return { char, offset: offset >= 0 && text.startsWith(char, offset) ? offset : null };
}

function describeToken(char: string): string {
  if (char === "'") return 'single quote (JSON strings take double quotes)';
  return `character ${JSON.stringify(char)}`;
}

/** Line and column of a 0-based offset; "\r\n", "\n" and "\r" each end a line. */
export function positionAt(text: string, offset: number): TextPosition {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i++) {
    const char = text.charCodeAt(i);
    if (char === 10 || (char === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** The 0-based offset of a line and column in `text`, clamped to the line's end and the text's end. */
export function offsetAt(text: string, { line, column }: TextPosition): number {
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    const next = nextLineStart(text, lineStart);
    if (next === null) return text.length;
    lineStart = next;
  }
  const following = nextLineStart(text, lineStart);
  const lineEnd = following === null ? text.length : following - (text.startsWith('\r\n', following - 2) ? 2 : 1);
  return Math.min(lineStart + Math.max(0, column - 1), lineEnd);
}

function nextLineStart(text: string, from: number): number | null {
  for (let i = from; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10) return i + 1;
    if (char === 13) return text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  return null;
}
