import { describe, expect, it } from 'vitest';
import '../zod-setup.ts';
import { pollInputSchema, pollVoteSchema } from './polls.ts';

const valid = { question: 'Proba?', options: ['Da', 'Ne'], endDate: '2026-12-01T18:00:00+01:00' };

describe('pollInputSchema', () => {
  it('trims, drops empty options, defaults the type and normalizes the end date to UTC', () => {
    expect(
      pollInputSchema.parse({ ...valid, question: ' Proba? ', options: [' Da', '', 'Ne ', '  '] }),
    ).toEqual({
      question: 'Proba?',
      options: ['Da', 'Ne'],
      type: 'teorija',
      endDate: '2026-12-01T17:00:00.000Z',
    });
  });

  it.each([
    [{ question: '' }, 'Molimo unesite pitanje ankete'],
    [{ options: ['Da', ' '] }, 'Molimo unesite barem dvije opcije odgovora'],
    [{ options: 'Da,Ne' }, 'Molimo unesite barem dvije opcije odgovora'],
    [{ options: ['Da', 'da'] }, 'Opcije odgovora moraju se međusobno razlikovati'],
    [{ endDate: '' }, 'Molimo odaberite datum završetka ankete'],
    [{ endDate: undefined }, 'Molimo odaberite datum završetka ankete'],
    [{ endDate: '1.12.2026. 18:00' }, 'Molimo odaberite datum završetka ankete'],
    [{ endDate: '2026-12-01T25:00' }, 'Molimo odaberite datum završetka ankete'],
  ])('refuses %j in Croatian', (patch, message) => {
    const result = pollInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('pollInputSchema end date without a zone', () => {
  it('reads a datetime-local value as Zagreb time, in winter and in summer', () => {
    expect(pollInputSchema.parse({ ...valid, endDate: '2026-12-01T18:00' }).endDate).toBe(
      '2026-12-01T17:00:00.000Z',
    );
    expect(pollInputSchema.parse({ ...valid, endDate: '2026-06-01T18:00' }).endDate).toBe(
      '2026-06-01T16:00:00.000Z',
    );
  });
});

describe('pollVoteSchema', () => {
  it('keeps only the response', () => {
    expect(pollVoteSchema.parse({ response: ' Da ', userId: 9, ime: 'X', timestamp: 'y' })).toEqual(
      { response: 'Da' },
    );
  });
});
