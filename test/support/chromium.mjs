// Finds a system Chromium for the browser tests and the bench. Never downloads a browser build:
// on a Debian-like machine where we are root it installs Debian's `chromium` package, saying so;
// otherwise it stops with a message that says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const commands = ['chromium', 'chromium-browser', 'google-chrome'];

function onPath(command) {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : null;
}

function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  for (const path of candidates) if (existsSync(path)) return path;
  for (const command of commands) {
    const found = onPath(command);
    if (found) return found;
  }
  return null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = onPath('apt-get') !== null && existsSync('/etc/debian_version');
  if (isRoot && hasApt) {
    console.log('[chromium] No Chromium found; installing Debian\'s "chromium" package with apt-get (once per machine)…');
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium and none was found.\n' +
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  Elsewhere: install Chromium or Google Chrome, then set CHROME_PATH=/path/to/chrome\n' +
      'Switchboard never downloads a browser build of its own.',
  );
}

/**
 * The features Playwright 1.65 turns off in every Chromium it launches (its `chromiumSwitches.ts`). Chromium keeps only
 * the last `--disable-features` it is given, and a launch's own arguments come after Playwright's, so a list of ours
 * replaces Playwright's: it has to repeat it. `test/unit/chromium-args.test.ts` checks this copy against the installed
 * Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's drop-down, which Chromium 156 builds as a web page of its own (about 200 scripts in a renderer)
 * for every tab it opens, headless too, where no address bar is ever shown. It was half the CPU a new tab cost
 * (2.5 s against 1.3 s on this machine), and the browser tests open several hundred tabs.
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
];
