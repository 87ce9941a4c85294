// Data of the chat benchmark, written straight into the seeded database (SQLite file or
// PostgreSQL): extra accounts copied from the demo's `mentor` (so they sign in with demo1234),
// and 200 direct conversations for `mentor`. Through the API this would take hours: sending is
// limited to 10 messages a minute per person, on purpose.
import Database from 'better-sqlite3';
import pg from 'pg';

/** A tiny SQL runner over either database: `?` placeholders, rows as objects. */
export async function openDatabase(url) {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const toPg = (sql) => {
      let n = 0;
      return sql.replace(/\?/g, () => `$${++n}`);
    };
    return {
      all: async (sql, params = []) => (await client.query(toPg(sql), params)).rows,
      run: async (sql, params = []) => (await client.query(toPg(sql), params)).rows,
      close: () => client.end(),
    };
  }
  const db = new Database(url.replace(/^file:/, ''));
  db.pragma('busy_timeout = 5000');
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) =>
      /^\s*insert/i.test(sql) && /returning/i.test(sql)
        ? db.prepare(sql).all(...params)
        : (db.prepare(sql).run(...params), []),
    close: async () => db.close(),
  };
}

/** Adds `count` active mentors of the demo school named bench.N; answers their ids and names. */
export async function addPeople(db, count, tag) {
  const [template] = await db.all(`select * from users where "korisnickoIme" = ?`, ['mentor']);
  const columns = Object.keys(template).filter((c) => c !== 'id');
  const people = [];
  for (let i = 0; i < count; i++) {
    const username = `bench.${tag}.${i}`;
    const row = {
      ...template,
      ime: 'Bench',
      prezime: `${tag} ${i}`,
      korisnickoIme: username,
      email: `${username}@example.com`,
      emailLower: `${username}@example.com`,
    };
    const [{ id }] = await db.run(
      `insert into users (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
        .map(() => '?')
        .join(', ')}) returning id`,
      columns.map((c) => row[c]),
    );
    people.push({ id, username });
  }
  return { people, schoolId: template.schoolId, mentorId: template.id };
}

/** `count` direct chats of `ownerId`, each with three messages, the last one unread for the owner. */
export async function addDirectChats(db, { ownerId, schoolId, partners }) {
  const at = new Date().toISOString();
  for (const partner of partners) {
    const key = ownerId < partner ? `${ownerId}:${partner}` : `${partner}:${ownerId}`;
    const [{ id: chatId }] = await db.run(
      `insert into chats ("schoolId", kind, "directKey", name, description, "adminId", "lastActivityAt", "createdAt")
       values (?, 'direct', ?, null, null, null, ?, ?) returning id`,
      [schoolId, key, at, at],
    );
    const ids = [];
    for (const [i, sender] of [ownerId, partner, partner].entries()) {
      const [{ id }] = await db.run(
        `insert into chat_messages ("chatId", "senderId", "clientId", body, "replyToId", "createdAt", "deletedAt")
         values (?, ?, ?, ?, null, ?, null) returning id`,
        [chatId, sender, `bench-${chatId}-${i}`, `Poruka ${i + 1} u razgovoru ${chatId}`, at],
      );
      ids.push(id);
    }
    await db.run(
      `insert into chat_members ("chatId", "userId", role, "lastReadMessageId", "joinedAt") values (?, ?, 'mentor', ?, ?)`,
      [chatId, ownerId, ids[1], at],
    );
    await db.run(
      `insert into chat_members ("chatId", "userId", role, "lastReadMessageId", "joinedAt") values (?, ?, 'mentor', ?, ?)`,
      [chatId, partner, ids[2], at],
    );
  }
}
