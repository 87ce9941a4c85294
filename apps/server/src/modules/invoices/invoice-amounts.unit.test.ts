import { describe, expect, it } from 'vitest';
import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import {
  computeAmounts,
  programPrice,
  siblingPercent,
  type AmountRules,
  type BillableStudent,
  type PricedProgram,
} from './invoice-amounts.ts';

const klavir: PricedProgram = {
  id: 1,
  naziv: 'Klavir',
  cijena: null,
  tipovi: [
    { tip: 'individualno1', cijena: 6000 },
    { tip: 'individualno2', cijena: 11000 },
    { tip: 'grupno', cijena: 3500 },
    { tip: 'none', cijena: 2500 },
  ],
};
const violina: PricedProgram = { id: 2, naziv: 'Violina', cijena: 5000, tipovi: [] };
const solo: PricedProgram = {
  id: 3,
  naziv: 'Solo pjevanje',
  cijena: null,
  tipovi: [{ tip: 'individualno1', cijena: 6500 }],
};

let nextId = 100;
function student(
  programs: PricedProgram[],
  programType: Record<string, string> = {},
  extra: Partial<BillableStudent> = {},
): BillableStudent {
  return {
    id: ++nextId,
    ime: 'Ana',
    prezime: 'Horvat',
    familyKey: null,
    datumRodjenja: null,
    programs,
    programType,
    ...extra,
  };
}
const noRules: AmountRules = { siblingDiscounts: [], exemptions: [] };
const one = (s: BillableStudent, rules = noRules) => computeAmounts([s], [s], rules)[0]!;

describe('program price', () => {
  it('charges the price of each attendance type', () => {
    expect(programPrice(klavir, 'individualno1')).toBe(6000);
    expect(programPrice(klavir, 'individualno2')).toBe(11000);
    expect(programPrice(klavir, 'grupno')).toBe(3500);
    expect(programPrice(klavir, 'none')).toBe(2500);
    expect(programPrice(klavir, 'nepoznato')).toBeNull();
    expect(programPrice(klavir, undefined)).toBeNull();
  });

  it('charges a legacy price for any type, and a single type when none is chosen', () => {
    expect(programPrice(violina, 'grupno')).toBe(5000);
    expect(programPrice(violina, undefined)).toBe(5000);
    expect(programPrice(solo, undefined)).toBe(6500);
  });
});

describe('amounts', () => {
  it('bills every attendance type with its label', () => {
    for (const [tip, cents, label] of [
      ['individualno1', 6000, 'Klavir – Individualno 1x tjedno'],
      ['individualno2', 11000, 'Klavir – Individualno 2x tjedno'],
      ['grupno', 3500, 'Klavir – Grupno'],
      ['none', 2500, 'Klavir – 1x tjedno'],
    ] as const) {
      const a = one(student([klavir], { '1': tip }));
      expect(a).toEqual({
        studentId: a.studentId,
        items: [{ label, amountCents: cents }],
        amountCents: cents,
        reason: null,
      });
    }
  });

  it('sums several programs, legacy price included', () => {
    const a = one(student([klavir, violina], { '1': 'grupno' }));
    expect(a.items.map((i) => i.amountCents)).toEqual([3500, 5000]);
    expect(a.amountCents).toBe(8500);
  });

  it('gives a reason instead of an amount when no price applies', () => {
    expect(one(student([klavir], { '1': 'nepoznato' }))).toMatchObject({
      amountCents: 0,
      reason: m.noPrice,
    });
    expect(one(student([]))).toMatchObject({ amountCents: 0, reason: m.noPrograms });
  });

  it('applies the sibling discount by age, counting siblings outside the run', () => {
    const rules = { siblingDiscounts: [50, 100], exemptions: [] };
    const family = { familyKey: 'obitelj@example.com' };
    const oldest = student([violina], {}, { ...family, datumRodjenja: '2010-01-01' });
    const middle = student([violina], {}, { ...family, datumRodjenja: '2012-01-01' });
    const youngest = student([violina], {}, { ...family, datumRodjenja: '2015-01-01' });
    const other = student([violina], {}, { familyKey: 'drugi@example.com' });
    const all = [youngest, other, middle, oldest];
    // Only the two younger ones are billed in this run; the oldest still takes first place.
    const [y, mid] = computeAmounts([youngest, middle], all, rules);
    expect(mid).toMatchObject({ amountCents: 2500, reason: null });
    expect(mid!.items.at(-1)).toEqual({ label: m.siblingDiscount(2, 50), amountCents: -2500 });
    expect(y).toMatchObject({ amountCents: 0, reason: m.exempt });
    expect(y!.items.at(-1)).toEqual({ label: m.siblingDiscount(3, 100), amountCents: -5000 });
    expect(computeAmounts([oldest, other], all, rules).map((a) => a.amountCents)).toEqual([
      5000, 5000,
    ]);
    expect(siblingPercent(5, [50, 30])).toBe(30);
    expect(siblingPercent(1, [50])).toBe(0);
  });

  it('does not count a sibling who pays nothing', () => {
    const rules = { siblingDiscounts: [50], exemptions: [] };
    const first = student([], {}, { familyKey: 'f', datumRodjenja: '2010-01-01' });
    const second = student([violina], {}, { familyKey: 'f', datumRodjenja: '2012-01-01' });
    expect(computeAmounts([second], [first, second], rules)[0]!.amountCents).toBe(5000);
  });

  it('applies a reduction after the sibling discount, and a full exemption', () => {
    const s = student([klavir], { '1': 'individualno1' });
    const reduced = one(s, {
      siblingDiscounts: [],
      exemptions: [{ studentId: s.id, percent: 25, reason: 'socijalni status' }],
    });
    expect(reduced.amountCents).toBe(4500);
    expect(reduced.items.at(-1)).toEqual({
      label: 'Umanjenje 25 % (socijalni status)',
      amountCents: -1500,
    });
    const exempt = one(s, {
      siblingDiscounts: [],
      exemptions: [{ studentId: s.id, percent: 100, reason: '' }],
    });
    expect(exempt).toMatchObject({ amountCents: 0, reason: m.exempt });
  });

  it('takes the sibling discount first and the reduction off what is left, on one student', () => {
    const family = { familyKey: 'obitelj.kovac@example.com' };
    const first = student([violina], {}, { ...family, datumRodjenja: '2010-01-01' });
    // Klavir twice a week (110 €) and Violina (50 €): 160 €, second child.
    const second = student(
      [klavir, violina],
      { '1': 'individualno2' },
      { ...family, datumRodjenja: '2013-05-05' },
    );
    const rules = {
      siblingDiscounts: [50],
      exemptions: [{ studentId: second.id, percent: 20, reason: 'stipendija' }],
    };
    const [a] = computeAmounts([second], [first, second], rules);
    // 160 € − 50 % = 80 €; then − 20 % of 80 € = 64 €.
    expect(a).toMatchObject({ amountCents: 6400, reason: null });
    expect(a!.items).toEqual([
      { label: 'Klavir – Individualno 2x tjedno', amountCents: 11000 },
      { label: 'Violina', amountCents: 5000 },
      { label: m.siblingDiscount(2, 50), amountCents: -8000 },
      { label: 'Umanjenje 20 % (stipendija)', amountCents: -1600 },
    ]);
    // The older sibling pays in full: the exemption is the younger one's.
    expect(computeAmounts([first], [first, second], rules)[0]!.amountCents).toBe(5000);
  });

  it('rounds percentages to whole cents', () => {
    const odd: PricedProgram = { id: 9, naziv: 'Flauta', cijena: 3333, tipovi: [] };
    const s = student([odd]);
    const a = one(s, {
      siblingDiscounts: [],
      exemptions: [{ studentId: s.id, percent: 50, reason: '' }],
    });
    expect(a.amountCents).toBe(3333 - 1667);
  });
});
