import { describe, expect, it } from 'vitest';
import { ArgsError, SANDBOX_USAGE, mainCommand, mainUsage, parseServerArgs } from './args.ts';

describe('--dialect', () => {
  it('defaults to the spec dialect', () => {
    expect(parseServerArgs([], {}, 'sandbox').dialect).toBe('spec');
    expect(parseServerArgs([], {}, 'main').dialect).toBe('spec');
  });

  it('accepts spec and reference on both command lines', () => {
    expect(parseServerArgs(['--dialect', 'reference'], {}, 'sandbox').dialect).toBe('reference');
    expect(parseServerArgs(['--dialect=spec'], {}, 'main').dialect).toBe('spec');
    expect(parseServerArgs(['--dialect', 'reference', '--port', '0'], {}, 'main').dialect).toBe('reference');
  });

  it('refuses any other dialect, naming the choices', () => {
    expect(() => parseServerArgs(['--dialect', 'openapi'], {}, 'sandbox')).toThrow(
      new ArgsError('--dialect must be one of spec, reference, got "openapi"'),
    );
  });

  it('cannot be combined with --upstream: a real account speaks for itself', () => {
    expect(() => parseServerArgs(['--dialect', 'reference', '--upstream', 'https://acme.example'], {}, 'main')).toThrow(
      /--dialect applies to the sandbox only/,
    );
  });

  it('is in the usage text of both command lines', () => {
    expect(SANDBOX_USAGE).toMatch(/--dialect <d>\s+spec \(default\)/);
    expect(mainUsage('npm start --')).toContain('--dialect');
  });
});

describe('the usage line', () => {
  it('names the command that was run: the npm script, or the built or source file as run', () => {
    expect(mainUsage(mainCommand({}, '/app/dist-server/server/main.js', '/app'))).toMatch(
      /^Usage: node dist-server\/server\/main\.js \[options\]\n/,
    );
    expect(mainCommand({}, '/app/server/main.ts', '/app')).toBe('tsx server/main.ts');
    expect(mainCommand({}, '/app/dist-server/server/main.js', '/elsewhere')).toBe('node /app/dist-server/server/main.js');
    expect(mainCommand({ npm_lifecycle_event: 'start' }, '/app/server/main.ts', '/app')).toBe('npm start --');
    expect(mainCommand({ npm_lifecycle_event: 'serve' }, '/app/dist-server/server/main.js', '/app')).toBe('npm run serve --');
  });
});
