import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-setup.ts';

describe('zod messages', () => {
  it('are Croatian where a schema does not word its own', () => {
    const result = z.object({ broj: z.number() }).safeParse({ broj: 'x' });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).not.toMatch(/expected|invalid input/i);
    expect(message.length).toBeGreaterThan(0);
  });
});
