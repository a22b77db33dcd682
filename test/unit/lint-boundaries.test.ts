// The import boundaries of DESIGN.md are enforced by `npm run lint`: this runs the project's own ESLint config on
// code placed at real paths (lintText with a filePath) and checks that a crossing is an error and the allowed way is not.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

/** The import rules' messages for `code` as if it were the file at `filePath` (an existing file, so types resolve). */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

beforeAll(() => {
  // Only the import-x rules run, and without type information: they resolve and parse imports themselves (import-x
  // parses the files an import reaches without a TypeScript program), so their findings are the same as in
  // `npm run lint`, while the type-aware rules (whose messages this test leaves out) would first build a program of
  // the whole project, for most of this file's time.
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

describe('lint boundaries', { timeout: 120_000 }, () => {
  it("rejects a feature's relative import of another feature's internals", async () => {
    const problems = await importProblems(
      'src/features/branches/branches-page.tsx',
      "import { environmentKeys } from '../environments/api/keys';\nexport const keys = environmentKeys;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*only through its public index/)]);
  });

  it('rejects the same internals through the @/ alias, and accepts the public index', async () => {
    const internal = await importProblems(
      'src/features/branches/branches-page.tsx',
      "import { environmentKeys } from '@/features/environments/api/keys';\nexport const keys = environmentKeys;\n",
    );
    expect(internal).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);

    const viaIndex = await importProblems(
      'src/features/branches/branches-page.tsx',
      "import { environmentKeys } from '@/features/environments';\nexport const keys = environmentKeys;\n",
    );
    expect(viaIndex).toEqual([]);
  });

  it('rejects imports against the layers: shared code from a feature, a feature from the app, the server from src', async () => {
    const shared = await importProblems(
      'src/lib/format.ts',
      "import { environmentKeys } from '../features/environments';\nexport const keys = environmentKeys;\n",
    );
    expect(shared).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code never imports/)]);

    const feature = await importProblems(
      'src/features/branches/branches-page.tsx',
      "import { applyTheme } from '@/app/theme';\nexport const apply = applyTheme;\n",
    );
    expect(feature).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import the app/)]);

    const server = await importProblems(
      'server/args.ts',
      "import { formatDuration } from '../src/lib/format';\nexport const format = formatDuration;\n",
    );
    expect(server).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*server never imports/)]);
  });

  it('rejects an import cycle (the nested grid importing the dashboard grid, which reaches it through the widgets)', async () => {
    const problems = await importProblems(
      'src/features/dashboards/components/nested-grid.tsx',
      "import { DashboardGrid } from './dashboard-grid';\nexport const Grid = DashboardGrid;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle via .*container-widget/)]);
  });
});
