import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The key that seals sessions and signs devices (docs/security.md, "Sessions"): SESSION_SECRET when
// it is long enough, else one generated once and kept, readable by this user only, under .data.
const LONG = 'x'.repeat(32);
const env = process.env as Record<string, string | undefined>;
const saved = { secret: env.SESSION_SECRET, nodeEnv: env.NODE_ENV, cwd: process.cwd() };
let dir: string;
const secretFile = () => path.join(dir, '.data', 'session-secret');

/** A fresh copy of the module (its cache empty), run from `dir`. */
function freshSecret(): string {
  let secret = '';
  jest.isolateModules(() => {
    secret = (jest.requireActual('./secret') as typeof import('./secret')).sessionSecret();
  });
  return secret;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'secret-'));
  process.chdir(dir);
  delete env.SESSION_SECRET;
  env.NODE_ENV = 'test';
});
afterEach(() => {
  process.chdir(saved.cwd);
  rmSync(dir, { recursive: true, force: true });
  env.SESSION_SECRET = saved.secret;
  env.NODE_ENV = saved.nodeEnv;
  jest.restoreAllMocks();
});

describe('sessionSecret', () => {
  it('SESSION_SECRET of 32 characters or more, as it is; nothing written', () => {
    env.SESSION_SECRET = LONG;
    expect(freshSecret()).toBe(LONG);
    expect(() => statSync(secretFile())).toThrow();
  });

  it('without one: generated once (64 hex characters), kept in .data readable by this user only, the same after a restart', () => {
    const first = freshSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(secretFile(), 'utf8')).toBe(`${first}\n`);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(freshSecret()).toBe(first);
  });

  it('asked twice in one process: the same, without reading the file again', () => {
    let first = '';
    let second = '';
    jest.isolateModules(() => {
      const { sessionSecret } = jest.requireActual('./secret') as typeof import('./secret');
      first = sessionSecret();
      rmSync(secretFile());
      second = sessionSecret();
    });
    expect(second).toBe(first);
  });

  it('a kept secret too short to trust is replaced', () => {
    mkdirSync(path.dirname(secretFile()), { recursive: true });
    writeFileSync(secretFile(), `${'s'.repeat(31)}\n`, { mode: 0o644 });
    expect(freshSecret()).toMatch(/^[0-9a-f]{64}$/);
    // Written over a file others could read: made this user's only (a new file's mode is not applied to an old one).
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    writeFileSync(secretFile(), `${'s'.repeat(32)}\n`);
    expect(freshSecret()).toBe('s'.repeat(32));
  });

  it('a SESSION_SECRET of 31 characters is not used; in production the server says so, and says when none is set', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    env.SESSION_SECRET = LONG.slice(1);
    expect(freshSecret()).not.toBe(LONG.slice(1));
    expect(warn).not.toHaveBeenCalled();
    env.NODE_ENV = 'production';
    freshSecret();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('SESSION_SECRET is shorter than 32 characters'));
    delete env.SESSION_SECRET;
    freshSecret();
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('SESSION_SECRET is not set'));
  });
});
