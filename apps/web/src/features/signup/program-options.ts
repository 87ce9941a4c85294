import { attendanceOptions, type SignupProgram } from '@takt/shared/schemas/signup';
import { attendanceLabels, type AttendanceType } from '@takt/shared/schemas/user';
import { formatEuro } from '../../lib/number-format.ts';

/** Spec §3's attendance labels; any other value is shown as it is. */
export function attendanceLabel(tip: string): string {
  return Object.hasOwn(attendanceLabels, tip) ? attendanceLabels[tip as AttendanceType] : tip;
}

/** The offered attendance types with their euro prices (a cijena-only program offers three). */
export function priceList(program: SignupProgram): { tip: string; label: string }[] {
  return attendanceOptions(program).map((tip) => {
    const price = program.tipovi.find((t) => t.tip === tip)?.cijena ?? program.cijena;
    const label = attendanceLabel(tip);
    return { tip, label: price === null ? label : `${label} – ${formatEuro(price)}` };
  });
}
