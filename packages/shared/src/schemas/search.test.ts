import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { userSearchQuerySchema } from './search.ts';

describe('userSearchQuerySchema', () => {
  it('trims and pages by default 20 from 0', () => {
    expect(userSearchQuerySchema.parse({ query: ' an ' })).toEqual({
      query: 'an',
      offset: 0,
      limit: 20,
    });
  });

  it.each([{ query: ' a ' }, {}, { query: 'ana', limit: '21' }])('refuses %j', (input) => {
    expect(userSearchQuerySchema.safeParse(input).success).toBe(false);
  });
});
