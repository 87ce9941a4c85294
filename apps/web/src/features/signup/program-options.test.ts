import { describe, expect, it } from 'vitest';
import { attendanceLabel, priceList } from './program-options.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('priceList', () => {
  it('offers the three standard options at cijena when a program has no tipovi', () => {
    const list = priceList({ cijena: 60, tipovi: [] }).map((o) => ({ ...o, label: nbsp(o.label) }));
    expect(list).toEqual([
      { tip: 'individualno1', label: 'Individualno 1x tjedno – 60,00 €' },
      { tip: 'individualno2', label: 'Individualno 2x tjedno – 60,00 €' },
      { tip: 'grupno', label: 'Grupno – 60,00 €' },
    ]);
  });

  it('uses the tipovi with their own prices and shows unknown types as they are', () => {
    const list = priceList({
      cijena: null,
      tipovi: [
        { tip: 'none', cijena: 35.5 },
        { tip: 'radionica', cijena: 20 },
      ],
    });
    expect(list.map((o) => nbsp(o.label))).toEqual(['1x tjedno – 35,50 €', 'radionica – 20,00 €']);
  });

  it('offers nothing for a program without prices', () => {
    expect(priceList({ cijena: null, tipovi: [] })).toEqual([]);
    expect(attendanceLabel('toString')).toBe('toString');
  });
});
