import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { postInputSchema, postListQuerySchema } from './posts.ts';

describe('postInputSchema', () => {
  it('trims the title and fills defaults', () => {
    expect(postInputSchema.parse({ title: '  Koncert ' })).toEqual({
      title: 'Koncert',
      visibility: 'public',
      showAllSchools: false,
      content: '',
    });
  });

  it.each([
    [{ title: '   ' }, 'Molimo unesite naslov objave'],
    [{ title: 'a'.repeat(201) }, 'Naslov objave može imati najviše 200 znakova'],
    [
      { title: 'x', visibility: 'svi' },
      'Odaberite vidljivost objave: javno, samo mentori ili samo administratori',
    ],
    [
      { title: 'x', content: 'a'.repeat(100_001) },
      'Sadržaj objave je predug (najviše 100 000 znakova)',
    ],
  ])('refuses %j in Croatian', (input, message) => {
    const result = postInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('postListQuerySchema', () => {
  it('parses the cursor, limit and mine flag', () => {
    expect(postListQuerySchema.parse({ cursor: '42', limit: '5', mine: '1' })).toEqual({
      cursor: 42,
      limit: 5,
      mine: true,
    });
    expect(postListQuerySchema.parse({})).toEqual({ limit: 20, mine: false });
  });

  it.each(['0', 'x', '1e3', '-4'])('refuses cursor %j', (cursor) => {
    expect(postListQuerySchema.safeParse({ cursor }).success).toBe(false);
  });
});
