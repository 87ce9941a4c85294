import { z } from 'zod';
import { accountMessages as m } from '../account-messages.ts';
import { emailField, idField } from './person-fields.ts';

/** POST /api/reset-password/request */
export const resetRequestSchema = z.object({ email: emailField() });

/** POST /api/reset-password/verify */
export const resetVerifySchema = z.object({
  email: emailField(),
  code: z
    .string({ error: m.resetCodeFormat })
    .trim()
    .regex(/^\d{6}$/, { error: m.resetCodeFormat }),
});

/** POST /api/reset-password (admin or the student's mentor). The e-mail in the body is ignored. */
export const adminResetSchema = z.object({
  userId: idField(m.userNotFound),
  userType: z.literal('student', { error: m.adminResetOnlyStudents }).default('student'),
  email: z.string().max(254).optional(),
});

/** POST /api/user/change-password */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: m.currentPasswordRequired })
      .min(1, { error: m.currentPasswordRequired })
      .max(1024, { error: m.currentPasswordRequired }),
    newPassword: z
      .string({ error: m.newPasswordMin })
      .min(8, { error: m.newPasswordMin })
      .max(200, { error: m.newPasswordMax }),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: m.newPasswordSame,
    path: ['newPassword'],
  });

export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type ResetVerifyInput = z.infer<typeof resetVerifySchema>;
export type AdminResetInput = z.infer<typeof adminResetSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
