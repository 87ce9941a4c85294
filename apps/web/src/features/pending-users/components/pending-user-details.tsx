import { consentPurposes } from '@takt/shared/admin-messages';
import { grantedPurposes } from '@takt/shared/schemas/form-consents';
import type { PendingSignup } from '@takt/shared/schemas/signup';
import { formatDate, formatDateTime } from '../../../lib/date-format.ts';
import { attendanceLabel, yesNo } from '../request-labels.ts';

function parentText(parent: PendingSignup['roditelj1']): string | null {
  if (!parent || !(parent.ime || parent.prezime || parent.brojMobitela)) return null;
  return [`${parent.ime} ${parent.prezime}`.trim(), parent.brojMobitela].filter(Boolean).join(', ');
}

/** Every field of a sign-up request, as a description list. */
export function PendingUserDetails({ request }: { request: PendingSignup }) {
  const { ulica, kucniBroj, mjesto } = request.adresa;
  const address = [`${ulica} ${kucniBroj}`.trim(), mjesto].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    ['Ime', request.ime],
    ['Prezime', request.prezime],
    ['Email', request.email],
    ['OIB', request.oib],
    ['Datum rođenja', formatDate(request.datumRodjenja)],
    ['Broj mobitela', request.brojMobitela || '—'],
    ['Adresa', address || '—'],
    ['Maloljetni član', yesNo(request.maloljetniClan)],
    ['Roditelj/skrbnik', parentText(request.roditelj1) ?? '—'],
  ];
  const second = parentText(request.roditelj2);
  if (second) rows.push(['Drugi roditelj/skrbnik', second]);
  rows.push(
    ['Program', request.program?.naziv ?? '—'],
    ['Način pohađanja nastave', attendanceLabel(request.pohadanjeNastave)],
    ['Glazbeno opismenjavanje', yesNo(request.pohadjaTeoriju)],
    ['MAI zborski programi', yesNo(request.maiZbor)],
    ['Napomene', request.napomene || '—'],
    [
      'Privole',
      request.consents === null
        ? '—'
        : grantedPurposes(request.consents)
            .map((p) => consentPurposes[p])
            .join(', ') || 'Nijedna',
    ],
    ['Zaprimljeno', formatDateTime(request.createdAt)],
  );
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
