import { describe, expect, it } from 'vitest';
import { validatePoll } from './poll-validation.ts';

// 11:00 in Zagreb; the form's end date is a datetime-local value in Zagreb time.
const now = Date.parse('2026-01-05T10:00:00Z');
const later = '2026-01-05T12:00';
const laterIso = '2026-01-05T11:00:00.000Z';

describe('poll form checks', () => {
  it('reports every missing part with the spec messages', () => {
    expect(validatePoll('  ', ['Da', ' '], '', now)).toEqual({
      errors: {
        question: 'Molimo unesite pitanje ankete',
        options: 'Molimo unesite barem dvije opcije odgovora',
        endDate: 'Molimo odaberite datum završetka ankete',
      },
    });
  });

  it('refuses an end date that is not ahead', () => {
    const result = validatePoll('Pitanje?', ['Da', 'Ne'], '2026-01-05T11:00', now);
    expect(result).toEqual({
      errors: { endDate: 'Datum završetka ankete mora biti u budućnosti' },
    });
  });

  it('drops blank options and sends type teorija with an ISO end date', () => {
    expect(validatePoll(' Pitanje? ', ['Da', '', 'Ne'], later, now)).toEqual({
      input: { question: 'Pitanje?', options: ['Da', 'Ne'], type: 'teorija', endDate: laterIso },
    });
  });

  it('uses the shared schema for duplicates', () => {
    const result = validatePoll('Pitanje?', ['Da', 'da'], later, now);
    expect(result).toEqual({
      errors: { options: 'Opcije odgovora moraju se međusobno razlikovati' },
    });
  });
});
