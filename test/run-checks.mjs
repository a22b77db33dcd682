// `npm test`'s first step: the type check, lint, the format check and the unit tests side by side, each one's output
// printed whole when it ends. Exits non-zero when any of them fails. Side by side because the checks each run on one
// core and lint outlasts the other two by half a minute: the unit tests (two workers) fill the idle core meanwhile.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check', 'test:unit'];

function check(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`[checks] npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(CHECKS.map(check));
if (passed.includes(false)) {
  console.error(`[checks] Failed: ${CHECKS.filter((_, i) => !passed[i]).join(', ')}`);
  process.exit(1);
}
