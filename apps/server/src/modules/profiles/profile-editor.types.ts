import type { UpdateKorisnikData } from '@takt/shared/schemas/user-profile';

/** The person being edited: just what the permission and reference checks need. */
export interface EditTarget {
  id: number;
  schoolId: number;
  isStudent: boolean;
  isMentor: boolean;
  isAdmin: boolean;
  isActive: boolean;
  programType: Record<string, string>;
}

/** Columns and links to write, already filtered by the allowlist and checked. */
export type UserChanges = Partial<Omit<UpdateKorisnikData, 'programType' | 'schoolId'>> & {
  programType?: Record<string, string>;
};
