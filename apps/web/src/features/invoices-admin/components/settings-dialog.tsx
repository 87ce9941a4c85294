import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  invoiceSettingsInputSchema,
  referenceSchemes,
  type InvoiceSettingsInput,
  type InvoiceSettingsView,
} from '@takt/shared/schemas/invoice-settings';
import { paymentModels } from '@takt/shared/payment-codes';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveInvoiceSettings } from '../api/invoice-settings.ts';
import { DiscountsField } from './discounts-field.tsx';
import { ExemptionsField, type ExemptionRow } from './exemptions-field.tsx';

type FormValues = z.input<typeof invoiceSettingsInputSchema>;

const TEXT_FIELDS = [
  ['issuerName', 'Naziv izdavatelja'],
  ['oib', 'OIB'],
  ['iban', 'IBAN'],
  ['address', 'Adresa (ulica i broj)'],
  ['city', 'Poštanski broj i mjesto'],
  ['premises', 'Oznaka poslovnog prostora'],
  ['device', 'Oznaka naplatnog uređaja'],
] as const;

const MODELS: Record<(typeof paymentModels)[number], string> = {
  HR00: 'HR00 – poziv na broj bez kontrolnog broja',
  HR01: 'HR01 – kontrolni broj MOD 11',
  HR99: 'HR99 – bez poziva na broj',
};
const SCHEMES: Record<(typeof referenceSchemes)[number], string> = {
  'student-period': 'Učenik – razdoblje (npr. 42-202611)',
  'number-year': 'Broj računa – godina (npr. 17-2026)',
};

/** The first message in a field's errors (a list's errors sit under its items). */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(nested, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The school's invoice settings: issuer, numbering labels, due days, payment model, reference
 * and purpose code, discounts and exemptions (students picked by name). Checked with the same
 * schema the server uses.
 */
export function SettingsDialog({
  settings,
  onClose,
}: {
  settings: InvoiceSettingsView | null;
  onClose: () => void;
}) {
  const save = useSaveInvoiceSettings();
  const toast = useToast();
  const [names, setNames] = useState(
    () => new Map((settings?.exemptions ?? []).map((e) => [e.studentId, e.studentName])),
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, InvoiceSettingsInput>({
    resolver: zodResolver(invoiceSettingsInputSchema),
    defaultValues: {
      issuerName: settings?.issuerName ?? '',
      oib: settings?.oib ?? '',
      iban: settings?.iban ?? '',
      address: settings?.address ?? '',
      city: settings?.city ?? '',
      premises: settings?.premises ?? 'SKOLA1',
      device: settings?.device ?? '1',
      dueDays: settings?.dueDays ?? 15,
      paymentModel: (settings?.paymentModel as FormValues['paymentModel']) ?? 'HR01',
      referenceScheme: settings?.referenceScheme ?? 'student-period',
      purposeCode: settings?.purposeCode ?? 'OTHR',
      defaultDescription: settings?.defaultDescription ?? 'Školarina',
      siblingDiscounts: settings?.siblingDiscounts ?? [],
      exemptions: (settings?.exemptions ?? []).map(({ studentName: _n, ...e }) => e),
    },
  });
  const serverErrors = save.error && isApiError(save.error) ? (save.error.fieldErrors ?? {}) : {};
  const errorOf = (key: keyof FormValues) =>
    (errors[key] as { message?: string } | undefined)?.message ?? serverErrors[key];
  const listError = (key: 'siblingDiscounts' | 'exemptions') =>
    firstMessage(errors[key]) ?? serverErrors[key];

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (a) => {
        toast.show(a.message, 'success');
        onClose();
      },
    }),
  );

  return (
    <Modal open title="Postavke računa" onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        {save.error && (
          <p className="alert alert-error" role="alert">
            {isApiError(save.error) ? save.error.message : 'Greška.'}
          </p>
        )}
        {TEXT_FIELDS.map(([key, label]) => (
          <TextField key={key} label={label} error={errorOf(key)} {...register(key)} />
        ))}
        <TextField
          label="Rok plaćanja (dana)"
          type="number"
          inputMode="numeric"
          error={errorOf('dueDays')}
          {...register('dueDays', { valueAsNumber: true })}
        />
        <SelectField
          label="Model plaćanja"
          error={errorOf('paymentModel')}
          {...register('paymentModel')}
        >
          {paymentModels.map((model) => (
            <option key={model} value={model}>
              {MODELS[model]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Poziv na broj"
          error={errorOf('referenceScheme')}
          {...register('referenceScheme')}
        >
          {referenceSchemes.map((scheme) => (
            <option key={scheme} value={scheme}>
              {SCHEMES[scheme]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Šifra namjene"
          maxLength={4}
          autoCapitalize="characters"
          error={errorOf('purposeCode')}
          {...register('purposeCode', { setValueAs: (v: string) => v.toUpperCase() })}
        />
        <TextField
          label="Opis na računu"
          error={errorOf('defaultDescription')}
          {...register('defaultDescription')}
        />
        <Controller
          control={control}
          name="siblingDiscounts"
          render={({ field }) => (
            <DiscountsField
              value={field.value ?? []}
              onChange={field.onChange}
              error={listError('siblingDiscounts')}
            />
          )}
        />
        <Controller
          control={control}
          name="exemptions"
          render={({ field }) => (
            <ExemptionsField
              value={(field.value ?? []).map((e): ExemptionRow => ({
                studentId: e.studentId,
                percent: e.percent,
                reason: e.reason ?? '',
                studentName: names.get(e.studentId) ?? '',
              }))}
              onChange={(rows) => {
                setNames(
                  new Map([...names, ...rows.map((r) => [r.studentId, r.studentName] as const)]),
                );
                field.onChange(rows.map(({ studentName: _n, ...e }) => e));
              }}
              error={listError('exemptions')}
            />
          )}
        />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Spremam…' : 'Spremi'}
        </button>
      </form>
    </Modal>
  );
}
