import { describe, expect, it } from 'vitest';
import { isUniqueViolation, retryOnUniqueViolation } from './unit-of-work.ts';

const unique = (code: string) => Object.assign(new Error('duplicate key'), { code });

describe('retryOnUniqueViolation', () => {
  it('knows the unique violations of both databases and nothing else', () => {
    expect(isUniqueViolation(unique('23505'))).toBe(true);
    expect(isUniqueViolation(unique('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(unique('23503'))).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('runs the work again after a unique violation, up to three times', async () => {
    let calls = 0;
    const result = await retryOnUniqueViolation(async () => {
      calls += 1;
      if (calls < 3) throw unique('23505');
      return 'gotovo';
    });
    expect([result, calls]).toEqual(['gotovo', 3]);

    let failing = 0;
    await expect(
      retryOnUniqueViolation(async () => {
        failing += 1;
        throw unique('23505');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(failing).toBe(3);
  });

  it('does not retry any other error', async () => {
    let calls = 0;
    await expect(
      retryOnUniqueViolation(async () => {
        calls += 1;
        throw new Error('nešto drugo');
      }),
    ).rejects.toThrow('nešto drugo');
    expect(calls).toBe(1);
  });
});
