import type { InvoiceSettingsInput } from '@takt/shared/schemas/invoice-settings';

/** Valid invoice settings of a school (a real-format OIB and IBAN). */
export const invoiceSettingsBody = (
  overrides: Partial<InvoiceSettingsInput> = {},
): Record<string, unknown> => ({
  issuerName: 'Glazbena škola Zagreb',
  oib: '69435151530',
  iban: 'HR1210010051863000160',
  address: 'Ilica 12',
  city: '10000 Zagreb',
  premises: 'SKOLA1',
  device: '1',
  dueDays: 15,
  siblingDiscounts: [50, 100],
  ...overrides,
});
