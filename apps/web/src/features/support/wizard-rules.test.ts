import { describe, expect, it } from 'vitest';
import { supportMessages as m } from '@takt/shared/support-messages';
import { deviceInfo, emptyWizard, stepError } from './wizard-rules.ts';

describe('the report wizard steps', () => {
  it('needs a category, then one of its subcategories, then 10 characters of description', () => {
    expect(stepError(0, emptyWizard)).toBe(m.categoryRequired);
    const withCategory = { ...emptyWizard, category: 'prikaz' as const };
    expect(stepError(0, withCategory)).toBeNull();
    expect(stepError(1, withCategory)).toBe(m.subcategoryRequired);
    expect(stepError(1, { ...withCategory, subcategory: 'Chat' })).toBe(m.subcategoryRequired);
    const chosen = { ...withCategory, subcategory: 'Nedostaju podaci' };
    expect(stepError(1, chosen)).toBeNull();
    expect(stepError(2, { ...chosen, description: '   123456789  ' })).toBe(m.descriptionTooShort);
    expect(stepError(2, { ...chosen, description: '1234567890' })).toBeNull();
  });

  it('describes the device without personal data', () => {
    expect(deviceInfo({ userAgent: 'UA' }, { width: 390, height: 844 })).toBe('UA · 390×844');
  });
});
