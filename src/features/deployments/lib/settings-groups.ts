import { creationStepWords } from './creation-step';

interface SettingRow {
  key: string;
  label: string;
  /** Shown as text; a secret's value never reaches here. */
  value: string;
  /** The service sent no value (null or missing). */
  unset: boolean;
}

export interface SettingGroup {
  id: 'runtime' | 'release' | 'source' | 'template' | 'other';
  title: string;
  rows: SettingRow[];
}

type Format = (value: unknown) => string;
const yesNo: Format = (value) => (value ? 'Yes' : 'No');
const onOff: Format = (value) => (value ? 'On' : 'Off');

/** Known settings in the order an admin reads them, with their words. Anything else lands in "Other settings". */
const KNOWN: Record<Exclude<SettingGroup['id'], 'template' | 'other'>, [key: string, label: string, format?: Format][]> = {
  runtime: [
    ['deploymentUrl', 'URL'],
    ['cloudProvider', 'Cloud provider'],
    ['region', 'Region'],
    ['template', 'Template'],
    ['isCubeSqlEnabled', 'SQL API', onOff],
    ['isSupportPreAggregations', 'Pre-aggregations supported', yesNo],
    ['targetPlatform', 'Target platform'],
    ['autoDomain', 'Automatic domain'],
    ['customDomain', 'Custom domain'],
    ['isCold', 'Cold (suspended)', yesNo],
    ['isManaged', 'Managed', yesNo],
    ['cubeImageCloud', 'Cloud image'],
  ],
  release: [
    ['releaseChannel', 'Release channel'],
    ['releaseChannelVersion', 'Version'],
    ['releaseChannelVersionHold', 'Hold', (value) => (value ? 'Held on this version' : 'Following its channel')],
    ['cubeImageVersion', 'Image'],
  ],
  source: [
    ['creationStep', 'Setup step', (value) => creationStepWords(String(value))],
    ['creationMethod', 'Created from'],
    ['deployMode', 'Deploy mode'],
    ['repoType', 'Repository type'],
    ['deployBranchName', 'Deploy branch'],
    ['deployBranchReadOnly', 'Deploy branch read-only', yesNo],
    ['deployBranchMergeAllowed', 'Merges to the deploy branch allowed', yesNo],
    ['deployProjectRoot', 'Project root'],
  ],
};

const TITLES: Record<SettingGroup['id'], string> = {
  runtime: 'Runtime',
  release: 'Release',
  source: 'Source',
  template: 'Template variables',
  other: 'Other settings',
};

/** Identity fields shown in the page header, not as settings. */
const HEADER_KEYS = new Set(['id', 'name']);

/** A key that names a secret: its value is never shown, only that it is set. */
function isSecretKey(key: string): boolean {
  return /secret|password|passwd|token|credential|private|api[-_]?key|(^|[^a-z])key$/i.test(key);
}

/** Any value as one line of text, secrets inside objects hidden too. */
function settingText(value: unknown): string {
  if (value === null || value === undefined) return 'not set';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(settingText).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return 'none';
    return entries.map(([k, v]) => `${k}: ${isSecretKey(k) ? 'hidden' : settingText(v)}`).join('; ');
  }
  return 'not shown';
}

function row(key: string, label: string, value: unknown, format: Format = settingText): SettingRow {
  const unset = value === null || value === undefined;
  if (isSecretKey(key)) return { key, label, value: unset ? 'not set' : 'set (hidden)', unset };
  return { key, label, value: unset ? 'not set' : format(value), unset };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every setting the service returned, grouped; empty groups are left out, secrets never shown. */
export function groupSettings(settings: Record<string, unknown>): SettingGroup[] {
  const used = new Set(HEADER_KEYS);
  const groups: SettingGroup[] = [];
  for (const id of ['runtime', 'release', 'source'] as const) {
    const rows = KNOWN[id]
      .filter(([key]) => key in settings)
      .map(([key, label, format]) => {
        used.add(key);
        return row(key, label, settings[key], format);
      });
    if (rows.length) groups.push({ id, title: TITLES[id], rows });
  }
  used.add('templateVariables');
  const vars = settings.templateVariables;
  if (isRecord(vars)) {
    const rows = Object.entries(vars).map(([key, value]) => row(key, key, value));
    groups.push({ id: 'template', title: TITLES.template, rows });
  }
  const rest = Object.entries(settings).filter(([key]) => !used.has(key));
  if (rest.length) groups.push({ id: 'other', title: TITLES.other, rows: rest.map(([key, value]) => row(key, key, value)) });
  return groups;
}
