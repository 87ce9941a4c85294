import type { ReactNode } from 'react';
import { roleDisplayName } from '@takt/shared/policy';
import type { Profile } from '@takt/shared/schemas/profiles';
import type { Address, Parent } from '@takt/shared/schemas/user';
import { formatDate } from '../../../lib/date-format.ts';
import { formatAddress } from '../address-format.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="profile-section">
      <h3>{title}</h3>
      <dl className="detail-list">{children}</dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === '' ? '—' : value}</dd>
    </div>
  );
}

const parentText = (p: Parent | null | undefined) =>
  p ? [`${p.ime} ${p.prezime}`.trim(), p.brojMobitela].filter(Boolean).join(', ') : null;

/** Basic information for everyone; each sensitive section only when the server included it. */
export function ProfileSections({ profile }: { profile: Profile }) {
  const has = (key: keyof Profile) => profile[key] !== undefined;
  const showParents = has('roditelj1') || has('roditelj2');
  return (
    <div className="profile-sections">
      <Section title="Osnovni podaci">
        <Item label="Korisničko ime" value={profile.korisnickoIme} />
        <Item label="Email" value={profile.email} />
        <Item label="Škola" value={profile.school.name} />
        <Item label="Uloge" value={profile.roles.map(roleDisplayName).join(', ') || 'Bez uloge'} />
        <Item label="Programi" value={profile.programs.map((p) => p.naziv).join(', ')} />
        {profile.predmet !== null && <Item label="Predmet" value={profile.predmet} />}
      </Section>
      {(has('brojMobitela') || has('adresa')) && (
        <Section title="Kontakt">
          {has('brojMobitela') && (
            <Item label="Broj mobitela" value={profile.brojMobitela ?? null} />
          )}
          {has('adresa') && (
            <Item label="Adresa" value={formatAddress(profile.adresa as Address | string)} />
          )}
        </Section>
      )}
      {(has('datumRodjenja') || has('oib')) && (
        <Section title="Osobni podaci">
          {has('datumRodjenja') && (
            <Item label="Datum rođenja" value={formatDate(profile.datumRodjenja) || null} />
          )}
          {has('oib') && <Item label="OIB" value={profile.oib ?? null} />}
          {has('pohadjaTeoriju') && profile.isStudent && (
            <Item label="Glazbeno opismenjavanje" value={profile.pohadjaTeoriju ? 'Da' : 'Ne'} />
          )}
        </Section>
      )}
      {showParents && (parentText(profile.roditelj1) || parentText(profile.roditelj2)) && (
        <Section title="Roditelji / skrbnici">
          {parentText(profile.roditelj1) && (
            <Item label="Roditelj 1" value={parentText(profile.roditelj1)} />
          )}
          {parentText(profile.roditelj2) && (
            <Item label="Roditelj 2" value={parentText(profile.roditelj2)} />
          )}
        </Section>
      )}
      {has('napomene') && (profile.napomene?.length ?? 0) > 0 && (
        <Section title="Napomene">
          <Item label="Napomene" value={profile.napomene?.join('\n')} />
        </Section>
      )}
    </div>
  );
}
