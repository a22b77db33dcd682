export type JsonObjectResult = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** 1-based line and column of a character offset. */
export function lineColumnAt(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Where JSON.parse gave up. V8 says "at position N" (sometimes also "line L column C"), Firefox says
 * "at line L column C", Safari and some V8 messages say nothing; those fall back to our own scan.
 */
function positionFromMessage(text: string, message: string): number | null {
  const lineCol = /line (\d+) column (\d+)/i.exec(message);
  if (lineCol) {
    const lines = text.split('\n');
    const line = Number(lineCol[1]);
    const column = Number(lineCol[2]);
    let offset = 0;
    for (let i = 0; i < line - 1 && i < lines.length; i++) offset += (lines[i]?.length ?? 0) + 1;
    return offset + column - 1;
  }
  const position = /position (\d+)/i.exec(message);
  if (position) return Number(position[1]);
  if (/unexpected end/i.test(message)) return text.length;
  return null;
}

/** A short reason, without the engine's "in JSON at position N" tail (the location is said separately). */
function reasonFromMessage(message: string): string {
  const reason = message
    .replace(/^JSON\.parse:\s*/i, '')
    .replace(/\s*(in JSON )?at position \d+.*$/i, '')
    .replace(/\s*at line \d+ column \d+.*$/i, '')
    .replace(/,\s*".*" is not valid JSON$/s, '')
    .trim();
  return reason || 'not valid JSON';
}

/** Finds the offset of the first syntax error by a tiny scan, for engines whose messages carry no position. */
export function firstErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const ch = text[i] as string;
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === '\\') i += 2;
      else if (ch < ' ') fail();
      else i++;
    }
    fail();
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += (match as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail();
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    value();
    ws();
    return i < text.length ? i : text.length;
  } catch (offset) {
    return typeof offset === 'number' ? offset : 0;
  }
}

/** Parses a security context: it must be JSON and a JSON object. Errors say where ("Line 3, column 5: ..."). */
export function parseJsonObject(text: string): JsonObjectResult {
  if (text.trim() === '') return { ok: false, message: 'Enter a JSON object, for example {} or {"tenantId": 42}.' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = positionFromMessage(text, message) ?? firstErrorOffset(text);
    const { line, column } = lineColumnAt(text, offset);
    return { ok: false, message: `Line ${line}, column ${column}: ${reasonFromMessage(message)}.` };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    const kind = parsed === null ? 'null' : Array.isArray(parsed) ? 'an array' : `a ${typeof parsed}`;
    return { ok: false, message: `The security context must be a JSON object ({ ... }), not ${kind}.` };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}
