import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

/** JWT_SECRET from the environment, or one generated once and kept in DATA_DIR/jwt-secret. */

let root: string;
let dataDir: string;
let secretFile: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'takt-jwt-secret-'));
  dataDir = path.join(root, 'data');
  secretFile = path.join(dataDir, 'jwt-secret');
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

const CONFIGURED = 'configured-secret-that-is-long-enough-0123456789';

function store(contents: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(secretFile, contents, { mode: 0o600 });
}

describe('resolveJwtSecret', () => {
  it('uses a configured secret as is and writes nothing', () => {
    expect(resolveJwtSecret(CONFIGURED, dataDir)).toBe(CONFIGURED);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('prefers the configured secret to one stored earlier, leaving the file alone', () => {
    const stored = 's'.repeat(64);
    store(stored);
    expect(resolveJwtSecret(CONFIGURED, dataDir)).toBe(CONFIGURED);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(stored);
  });

  it('generates a long random secret when none is configured and stores it in DATA_DIR', () => {
    const secret = resolveJwtSecret(undefined, dataDir);
    // 48 random bytes in base64url: 64 characters, well above HS256's 32.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(fs.readdirSync(dataDir)).toEqual(['jwt-secret']);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret);
  });

  it.skipIf(process.platform === 'win32')('stores the secret readable by its owner only', () => {
    resolveJwtSecret(undefined, dataDir);
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
  });

  it('returns the same secret after a restart, so sessions stay valid', () => {
    const first = resolveJwtSecret(undefined, dataDir);
    const second = resolveJwtSecret(undefined, dataDir);
    expect(second).toBe(first);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(first);
  });

  it('gives every installation its own secret', () => {
    const other = path.join(root, 'other-data');
    expect(resolveJwtSecret(undefined, dataDir)).not.toBe(resolveJwtSecret(undefined, other));
  });

  it('treats an empty configured value as none', () => {
    const secret = resolveJwtSecret('', dataDir);
    expect(secret).toHaveLength(64);
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret);
  });

  it('creates a DATA_DIR that does not exist yet, nested folders included', () => {
    const nested = path.join(root, 'a', 'b', 'c');
    const secret = resolveJwtSecret(undefined, nested);
    expect(fs.readFileSync(path.join(nested, 'jwt-secret'), 'utf8')).toBe(secret);
  });

  it('reads a stored secret without the whitespace an editor may add', () => {
    const stored = 'x'.repeat(40);
    store(`  ${stored}\n`);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(stored);
  });

  it.skipIf(process.platform === 'win32')(
    'keeps a replacement secret private even when the old file was readable by all',
    () => {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(secretFile, 'short', { mode: 0o644 });
      fs.chmodSync(secretFile, 0o644);
      resolveJwtSecret(undefined, dataDir);
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    },
  );

  it('accepts a stored secret of exactly 32 characters', () => {
    const stored = 'k'.repeat(32);
    store(stored);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(stored);
  });

  it.each([
    ['too short (31 characters)', 'k'.repeat(31)],
    ['empty', ''],
    ['whitespace only', ' \n\t \n'],
    ['short once trimmed', `  ${'k'.repeat(20)}  \n${' '.repeat(20)}`],
  ])('refuses a stored secret that is %s and replaces it with a new one', (_label, contents) => {
    store(contents);
    const secret = resolveJwtSecret(undefined, dataDir);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(secret).not.toBe(contents.trim());
    // The replacement is kept, so the next start agrees with this one.
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(secret);
  });
});
