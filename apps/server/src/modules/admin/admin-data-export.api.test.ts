import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { loginAs } from '../../../test/http.ts';
import { person, privacyWorldPerFile } from '../../../test/privacy-world.ts';

/** GET /api/users/:id/data-export: every module's section, and who may download it. */

const ctx = privacyWorldPerFile();
const { call, fullStudent } = ctx;

describe('data export', () => {
  it('asks every module that holds personal data', () => {
    const { t } = ctx;
    expect(t.app.platform.personalData.names().sort()).toEqual(
      [
        'obiteljska_veza',
        'poruke',
        'poveznice',
        'prijave_problema',
        'racuni',
        'raspored',
        'upisi',
        'uredaji_i_obavijesti',
      ].sort(),
    );
  });

  it('gives the person, the family account and an admin a ZIP of their data and files, nothing of others', async () => {
    const { t } = ctx;
    const { schoolId, admin, otherAdmin } = ctx.w;
    const { id, token, email } = await fullStudent('obitelj.export');
    const sibling = await buildUser(t.database.db, { schoolId, email, korisnickoIme: 'sestra' });
    const res = await call('GET', `/api/users/${id}/data-export`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    expect(names).toContain('podaci.json');
    expect(names.some((n) => n.startsWith('datoteke/') && n.includes('profile-picture'))).toBe(
      true,
    );
    const json = strFromU8(zip['podaci.json']!);
    const data = JSON.parse(json);
    expect(data.korisnik.roditelj1.ime).toBe('Roditeljka');
    expect(data.mentori).toEqual(['Mira Mentorić']);
    expect(data.privole[0].svrha).toBe('photos_website');
    expect(data.obavijesti[0].title).toContain('Erazmo');
    expect(json).not.toContain('Razredić');
    // Every module's section: what the person gave or wrote, never what others wrote to them.
    expect(data.upisi[0]).toMatchObject({ oib: person.oib, roditelj1: { ime: 'Roditeljka' } });
    expect(data.poruke[0].tekst).toContain(person.brojMobitela);
    expect(data.poveznice.dokumenti[0].title).toContain('Vježbe');
    expect(data.racuni[0]).toMatchObject({ amountCents: 5000, payerCity: 'Zaboravgrad' });
    expect(data.raspored.vjezbanje).toEqual([{ date: '2026-09-16', minutes: 30 }]);
    expect(data.prijave_problema[0].description).toContain(person.oib);
    expect(data.uredaji_i_obavijesti.uredaji).toHaveLength(1);
    expect(data.obiteljska_veza.email).toBe(email);
    expect(json).not.toContain('Odgovor za'); // the admin's reply to their report
    expect(json).not.toContain('passwordHash');
    expect(json).not.toContain('$argon2');

    expect(
      (
        await call(
          'GET',
          `/api/users/${id}/data-export`,
          await loginAs(t.app, sibling.korisnickoIme),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/users/${id}/data-export`, await loginAs(t.app, 'kolega')))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/users/${id}/data-export`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${id}/data-export`, otherAdmin)).statusCode).toBe(404);
    const audit = (
      await call('GET', `/api/admin/audit?action=user.data_export&subjectId=${id}`, admin)
    ).json();
    expect(audit.entries).toHaveLength(3);
  });
});
