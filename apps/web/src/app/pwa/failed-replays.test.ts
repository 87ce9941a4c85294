import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QueuedRequest } from '../../lib/offline-queue.ts';
import { describeQueued, FailedReplays } from './failed-replays.tsx';

const refused = (id: number, url: string, method: QueuedRequest['method'], message: string) => ({
  id,
  url,
  method,
  headers: { 'Idempotency-Key': `key-${id}` },
  body: null,
  queuedAt: '2026-11-27T09:15:00.000Z',
  failed: { status: 404, message },
});

describe('FailedReplays', () => {
  it('lists each refused write with what it was, when it was saved and the server’s reason', () => {
    const html = renderToStaticMarkup(
      createElement(FailedReplays, {
        items: [
          refused(1, '/api/posts/9', 'PUT', 'Objava ne postoji.'),
          refused(2, '/api/polls/3/vote', 'POST', 'Anketa je istekla.'),
        ],
        onDismiss: () => {},
      }),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Neki zahtjevi spremljeni bez veze nisu prihvaćeni:');
    expect(html).toContain('<li>Objava, spremljeno 27.11.2026. 10:15: Objava ne postoji.</li>');
    expect(html).toContain(
      '<li>Glas u anketi, spremljeno 27.11.2026. 10:15: Anketa je istekla.</li>',
    );
    expect(html).toContain('>U redu</button>');
  });

  it('shows nothing while nothing was refused', () => {
    expect(
      renderToStaticMarkup(createElement(FailedReplays, { items: [], onDismiss: () => {} })),
    ).toBe('');
  });
});

describe('describeQueued', () => {
  it('names the writes a person makes offline, by their address', () => {
    expect(describeQueued({ url: '/api/posts', method: 'POST' })).toBe('Objava');
    expect(describeQueued({ url: '/api/posts/4', method: 'DELETE' })).toBe('Objava (brisanje)');
    expect(describeQueued({ url: '/api/chats/2/messages', method: 'POST' })).toBe('Poruka u chatu');
    expect(describeQueued({ url: '/api/update-korisnik/7', method: 'PUT' })).toBe(
      'Promjena profila',
    );
    expect(describeQueued({ url: '/api/user/reminder-settings', method: 'POST' })).toBe(
      'Postavke podsjetnika',
    );
    expect(describeQueued({ url: '/api/invoices/3/pay?x=1', method: 'POST' })).toBe('Zahtjev');
  });
});
