import type { CsvParser } from '../lib/csv-stream';
import { AuditCsvParser } from '../lib/parse-core';

// Measured in Chromium on the 300,000-event export: the first export a worker parses runs on cold code (interpreted,
// then optimized as it goes) and costs about 0.3 s more CPU than the same export parsed again. On a machine whose
// cores the browser shares with the server, that CPU is taken from the server sending the export. A spare worker
// parses this much sample text while the browser is idle (about 450 KB eight times), so the real export starts on
// optimized code. With 90 KB three times, V8 still spent 0.5–0.6 s of its compiler threads' CPU (TurboFan and Maglev)
// during a 300,000-event export in traces; with this sample, 0.2–0.4 s, taken while nothing else needed the CPU.
const SAMPLE_ROWS = 3000;
const PASSES = 8;
// About a hundred rows: a slice takes a millisecond or two, so a request arriving mid-warm-up waits no longer.
const SLICE_BYTES = 16 * 1024;

const USERS = ['ada.lovelace', 'alan.turing', 'grace.hopper', 'ken.thompson', 'barbara.liskov', 'edsger.dijkstra'];
const EVENTS = ['Logged in', 'Created API key', 'Updated environment variables', 'Published workbook', 'Cloned workbook'];
const DEPLOYMENTS = ['Analytics', 'Staging', 'Sales', ''];

/** A CSV shaped like the service's export (header, ISO times, quoted JSON attributes with doubled quotes). */
export function warmUpSample(rows = SAMPLE_ROWS): Uint8Array {
  const lines = ['timestamp,userEmail,eventName,deploymentName,ipAddress,attributes'];
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < rows; i += 1) {
    const time = new Date(start + i * 61_013).toISOString();
    // Varied enough that the string table grows as it does for a real account's users and events.
    const user = `${USERS[i % USERS.length]}${i % 7}@example.com`;
    const event = `${EVENTS[i % EVENTS.length]}${i % 3 === 0 ? '' : ` ${i % 11}`}`;
    const deployment = DEPLOYMENTS[i % DEPLOYMENTS.length] ?? '';
    const ip = `10.${i % 251}.${(i * 7) % 253}.${(i * 13) % 254}`;
    const attributes = JSON.stringify({ id: i, name: `item ${i}, copy`, tags: ['a', 'b'] }).replace(/"/g, '""');
    lines.push(`${time},${user},${event},${deployment},${ip},"${attributes}"`);
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the parsing core over sample text, a slice per task, and throws the result away. Stops as soon as
 * `stillWanted()` says no (the worker was given a request). Resolves to whether it ran to the end.
 */
export async function warmUpParsing(papa: CsvParser, stillWanted: () => boolean): Promise<boolean> {
  const sample = warmUpSample();
  for (let pass = 0; pass < PASSES; pass += 1) {
    const parser = new AuditCsvParser(papa);
    for (let at = 0; at < sample.length; at += SLICE_BYTES) {
      await nextTask();
      if (!stillWanted()) return false;
      parser.push(sample.subarray(at, at + SLICE_BYTES));
    }
    parser.finish();
  }
  return true;
}
