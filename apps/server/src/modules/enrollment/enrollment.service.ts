import { createEnrollmentAcceptance } from './enrollment-acceptance.service.ts';
import { createEnrollmentContext, type EnrollmentDeps } from './enrollment-context.ts';
import { createEnrollmentDashboardService } from './enrollment-dashboard.service.ts';
import { createEnrollmentYears } from './enrollment-years.service.ts';

export type EnrollmentService = ReturnType<typeof createEnrollmentService>;

/**
 * Enrollment per school year (spec §2, §4, §5): admins open a year with a versioned agreement and
 * a window for program changes; students accept it (with a cooldown and an hourly limit) and get a
 * confirmation PDF; admins follow who has and has not, export and remind.
 */
export function createEnrollmentService(deps: EnrollmentDeps) {
  const context = createEnrollmentContext(deps);
  return {
    ...createEnrollmentYears(deps, context),
    ...createEnrollmentAcceptance(deps, context),
    ...createEnrollmentDashboardService(deps, context),
  };
}
