import { problemCategories, type ProblemCategory } from '@takt/shared/schemas/support';
import { supportMessages as m } from '@takt/shared/support-messages';

export interface WizardValues {
  category: ProblemCategory | '';
  subcategory: string;
  description: string;
  steps: string;
}

export const emptyWizard: WizardValues = {
  category: '',
  subcategory: '',
  description: '',
  steps: '',
};
export const WIZARD_STEPS = ['Kategorija', 'Podkategorija', 'Opis'] as const;

/** What stops the wizard moving on from `step` (spec §4: category, subcategory, ≥ 10 characters). */
export function stepError(step: number, v: WizardValues): string | null {
  if (step === 0) return v.category ? null : m.categoryRequired;
  if (step === 1) {
    const options: readonly string[] = v.category ? problemCategories[v.category] : [];
    return options.includes(v.subcategory) ? null : m.subcategoryRequired;
  }
  return v.description.trim().length >= 10 ? null : m.descriptionTooShort;
}

/** Device line attached to the report: browser, platform and screen, nothing about the person. */
export function deviceInfo(
  nav: Pick<Navigator, 'userAgent'>,
  screen: { width: number; height: number },
) {
  return `${nav.userAgent.slice(0, 250)} · ${screen.width}×${screen.height}`;
}
