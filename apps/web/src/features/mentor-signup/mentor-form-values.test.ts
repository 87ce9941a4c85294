import { describe, expect, it } from 'vitest';
import { createMentorResolver, emptyMentorValues } from './mentor-form-values.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('createMentorResolver', () => {
  const resolver = createMentorResolver();

  it("answers 'Obavezan unos' for empty required fields and asks for a program", async () => {
    const { errors } = await resolver(emptyMentorValues('tok'), undefined, options);
    expect(errors.ime?.message).toBe('Obavezan unos');
    expect(errors.prezime?.message).toBe('Obavezan unos');
    expect(errors.email?.message).toBe('Obavezan unos');
    expect(errors.program?.message).toBe('Odaberite program');
  });

  it('checks the optional OIB only when given, and passes a complete form', async () => {
    const values = {
      ...emptyMentorValues('tok'),
      ime: 'Marko',
      prezime: 'Marić',
      email: 'marko@example.com',
      program: '2',
    };
    expect((await resolver(values, undefined, options)).errors).toEqual({});
    const wrong = await resolver({ ...values, oib: '123' }, undefined, options);
    expect(wrong.errors.oib?.message).toBe('OIB mora imati točno 11 znamenki');
  });
});
