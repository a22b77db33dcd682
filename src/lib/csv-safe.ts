/**
 * CSV cells a spreadsheet would run as a formula (CSV injection): a cell that starts with `=`, `+`, `-`, `@`, a tab
 * or a carriage return. OWASP's advice, followed here: prefix such a cell with a single quote, so the spreadsheet
 * shows it as text, and quote every cell, doubling the quotes inside, so no cell can end early.
 * https://owasp.org/www-community/attacks/CSV_Injection
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell's text as a spreadsheet should show it: a leading quote when it would start a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell of a saved CSV file: neutralized and always quoted. */
export function csvField(value: string): string {
  return `"${neutralizeCell(value).replaceAll('"', '""')}"`;
}

/**
 * Rewrites CSV text (RFC 4180: quoted fields may hold commas, quotes and line breaks) chunk by chunk, every cell
 * neutralized and quoted, each record ending as it did (`\n` or `\r\n`). Chunks may split a field, a doubled quote
 * or a line break anywhere; the state carries over. Streams, so a year of audit events is never one string.
 */
export function neutralizeCsvStream(): TransformStream<string, string> {
  let field = '';
  let inQuotes = false;
  /** A quote inside a quoted field: the end of the field, or the first half of a doubled quote. */
  let quotePending = false;
  /** A `\r` outside quotes: the start of `\r\n`, or a record end of its own. */
  let crPending = false;
  let recordHasField = false;
  let output = '';

  const endField = () => {
    output += (recordHasField ? ',' : '') + csvField(field);
    recordHasField = true;
    field = '';
  };
  const endRecord = (ending: string) => {
    endField();
    output += ending;
    recordHasField = false;
  };

  // Outside quotes only these characters matter; the text between them is copied in one slice.
  const SPECIAL = /[",\r\n]/g;

  /** Reads a chunk, copying runs of ordinary text at once (a year of events is tens of megabytes of it). */
  function consume(chunk: string) {
    let at = 0;
    while (at < chunk.length) {
      if (crPending) {
        crPending = false;
        if (chunk[at] === '\n') {
          endRecord('\r\n');
          at += 1;
          continue;
        }
        endRecord('\r');
      }
      if (quotePending) {
        quotePending = false;
        if (chunk[at] === '"') {
          field += '"';
          at += 1;
          continue;
        }
        inQuotes = false;
      }
      if (inQuotes) {
        const quote = chunk.indexOf('"', at);
        if (quote < 0) {
          field += chunk.slice(at);
          return;
        }
        field += chunk.slice(at, quote);
        quotePending = true;
        at = quote + 1;
        continue;
      }
      SPECIAL.lastIndex = at;
      const special = SPECIAL.exec(chunk);
      const end = special ? special.index : chunk.length;
      // A quote opens a quoted field only as the field's first character; elsewhere it is text.
      const opensQuotes = special?.[0] === '"' && field === '' && end === at;
      if (end > at) field += chunk.slice(at, end);
      if (!special) return;
      at = end + 1;
      const char = special[0];
      if (opensQuotes) inQuotes = true;
      else if (char === '"') field += char;
      else if (char === ',') endField();
      else if (char === '\n') endRecord('\n');
      else crPending = true;
    }
  }

  return new TransformStream<string, string>({
    transform(chunk, controller) {
      consume(chunk);
      if (output) controller.enqueue(output);
      output = '';
    },
    flush(controller) {
      quotePending = false;
      if (crPending) {
        crPending = false;
        endRecord('\r');
      } else if (field !== '' || recordHasField || inQuotes) {
        endField();
      }
      if (output) controller.enqueue(output);
    },
  });
}

/** The whole text at once (tests, small files). */
export async function neutralizeCsvText(text: string): Promise<string> {
  const chunks: string[] = [];
  await new ReadableStream<string>({
    start(controller) {
      controller.enqueue(text);
      controller.close();
    },
  })
    .pipeThrough(neutralizeCsvStream())
    .pipeTo(new WritableStream({ write: (chunk) => void chunks.push(chunk) }));
  return chunks.join('');
}
