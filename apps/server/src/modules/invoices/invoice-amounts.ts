import { invoiceMessages as m } from '@takt/shared/invoice-messages';
import type { InvoiceItem } from '@takt/shared/schemas/invoices';
import type { Exemption } from '@takt/shared/schemas/invoice-settings';

/**
 * The amount engine: what each student owes for a month. Pure, so every rule is unit-tested:
 * the price of each program for the student's attendance type (a program with only a legacy
 * price charges it for any type), summed over programs; then the sibling discount by the child's
 * place in the family (oldest first); then a per-student exemption or reduction.
 */

export interface PricedProgram {
  id: number;
  naziv: string;
  cijena: number | null;
  tipovi: { tip: string; cijena: number }[];
}

export interface BillableStudent {
  id: number;
  ime: string;
  prezime: string;
  /** Siblings share a family e-mail (linked accounts); null: no family known. */
  familyKey: string | null;
  datumRodjenja: string | null;
  programs: PricedProgram[];
  programType: Record<string, string>;
}

export interface AmountRules {
  siblingDiscounts: number[];
  exemptions: Exemption[];
}

export interface StudentAmount {
  studentId: number;
  items: InvoiceItem[];
  amountCents: number;
  /** Why the student is not billed (no price, exempt); null when an invoice is due. */
  reason: string | null;
}

const ATTENDANCE_LABELS: Record<string, string> = {
  individualno1: 'Individualno 1x tjedno',
  individualno2: 'Individualno 2x tjedno',
  grupno: 'Grupno',
  none: '1x tjedno',
};

export function attendanceLabel(tip: string): string {
  return ATTENDANCE_LABELS[tip] ?? tip;
}

/** The price of one program for the chosen type, or null when none applies. */
export function programPrice(program: PricedProgram, tip: string | undefined): number | null {
  if (program.tipovi.length === 0) return program.cijena;
  const only = program.tipovi.length === 1 ? program.tipovi[0] : undefined;
  const match = program.tipovi.find((t) => t.tip === tip) ?? (tip ? undefined : only);
  return match ? match.cijena : null;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** Each student's place among the family's billable children: 1 for the oldest (or only). */
export function childPlaces(students: BillableStudent[]): Map<number, number> {
  const families = new Map<string, BillableStudent[]>();
  const places = new Map<number, number>();
  for (const s of students) {
    if (!s.familyKey) places.set(s.id, 1);
    else families.set(s.familyKey, [...(families.get(s.familyKey) ?? []), s]);
  }
  for (const members of families.values()) {
    members
      .sort(
        (a, b) =>
          (a.datumRodjenja ?? '9999').localeCompare(b.datumRodjenja ?? '9999') || a.id - b.id,
      )
      .forEach((s, i) => places.set(s.id, i + 1));
  }
  return places;
}

export function siblingPercent(place: number, discounts: number[]): number {
  if (place <= 1 || discounts.length === 0) return 0;
  return discounts[Math.min(place - 2, discounts.length - 1)] ?? 0;
}

/**
 * Amounts for `billed`; `family` is every active student of the school who may be a sibling
 * (a child's place counts brothers and sisters who are not billed in this run too), but only
 * children with something to pay take a place.
 */
export function computeAmounts(
  billed: BillableStudent[],
  family: BillableStudent[],
  rules: AmountRules,
): StudentAmount[] {
  const base = new Map<number, InvoiceItem[]>();
  for (const s of [...family, ...billed]) {
    if (base.has(s.id)) continue;
    const items: InvoiceItem[] = [];
    for (const program of s.programs) {
      const tip = s.programType[String(program.id)];
      const price = programPrice(program, tip);
      if (price === null || price <= 0) continue;
      const type = program.tipovi.length > 0 && tip ? ` – ${attendanceLabel(tip)}` : '';
      items.push({ label: `${program.naziv}${type}`, amountCents: price });
    }
    base.set(s.id, items);
  }
  const paying = [...new Map([...family, ...billed].map((s) => [s.id, s])).values()].filter(
    (s) => (base.get(s.id) ?? []).length > 0,
  );
  const places = childPlaces(paying);
  const exemptions = new Map(rules.exemptions.map((e) => [e.studentId, e]));

  return billed.map((s) => {
    const items = [...(base.get(s.id) ?? [])];
    if (items.length === 0) {
      const reason = s.programs.length === 0 ? m.noPrograms : m.noPrice;
      return { studentId: s.id, items, amountCents: 0, reason };
    }
    let total = items.reduce((sum, i) => sum + i.amountCents, 0);
    const place = places.get(s.id) ?? 1;
    const sibling = siblingPercent(place, rules.siblingDiscounts);
    if (sibling > 0) {
      const off = percentOf(total, sibling);
      items.push({ label: m.siblingDiscount(place, sibling), amountCents: -off });
      total -= off;
    }
    const exemption = exemptions.get(s.id);
    if (exemption && exemption.percent > 0) {
      const off = exemption.percent === 100 ? total : percentOf(total, exemption.percent);
      items.push({ label: m.reduction(exemption.percent, exemption.reason), amountCents: -off });
      total -= off;
    }
    if (total <= 0) return { studentId: s.id, items, amountCents: 0, reason: m.exempt };
    return { studentId: s.id, items, amountCents: total, reason: null };
  });
}
