import { z } from 'zod';
import { scheduleMessages as m } from '../schedule-messages.ts';
import { idSchema, personSchema } from './schedule.ts';

/** Classrooms and student groups: where lessons are held and whom they are for. */

export const classroomInputSchema = z.object({
  name: z
    .string({ error: m.classroomNameRequired })
    .trim()
    .min(1, { error: m.classroomNameRequired })
    .max(100, { error: m.classroomNameTooLong }),
  capacity: z
    .number({ error: m.classroomCapacityInvalid })
    .int({ error: m.classroomCapacityInvalid })
    .min(1, { error: m.classroomCapacityInvalid })
    .max(500, { error: m.classroomCapacityInvalid }),
  active: z.boolean().default(true),
});
export type ClassroomInput = z.infer<typeof classroomInputSchema>;

export const groupInputSchema = z.object({
  name: z
    .string({ error: m.groupNameRequired })
    .trim()
    .min(1, { error: m.groupNameRequired })
    .max(100, { error: m.groupNameTooLong }),
  kind: z.enum(['theory', 'group']).default('theory'),
  studentIds: z.array(idSchema).max(200).default([]),
});
export type GroupInput = z.infer<typeof groupInputSchema>;

// Answers

export const classroomSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    capacity: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: 'Classroom' });
export type Classroom = z.infer<typeof classroomSchema>;
export const classroomListSchema = z.object({ classrooms: z.array(classroomSchema) });
export const classroomSavedSchema = z.object({ classroom: classroomSchema, message: z.string() });

export const studentGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.string(),
    students: z.array(personSchema),
  })
  .meta({ id: 'StudentGroup' });
export const groupListSchema = z.object({ groups: z.array(studentGroupSchema) });
export const groupSavedSchema = z.object({ group: studentGroupSchema, message: z.string() });
