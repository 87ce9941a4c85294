import { escapeHtml } from '../mail/mail.templates.ts';

/** The e-mail of a notice for people who chose that channel: title, body and where to look. */
export function notificationMail(
  appName: string,
  notice: { title: string; body: string; link?: string },
  publicUrl?: string,
) {
  const e = escapeHtml;
  const url = notice.link && publicUrl ? `${publicUrl}${notice.link}` : null;
  const html =
    `<!doctype html><html lang="hr"><head><meta charset="utf-8"><title>${e(notice.title)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;line-height:1.5;color:#222"><h1 style="font-size:18px">${e(notice.title)}</h1>` +
    `<p>${e(notice.body)}</p>${url ? `<p><a href="${e(url)}">Otvori u aplikaciji ${e(appName)}</a></p>` : ''}` +
    `<p style="color:#666;font-size:13px">${e(appName)} · obavijest</p></body></html>`;
  const text = [notice.title, notice.body, ...(url ? [url] : []), `--\n${appName}`].join('\n\n');
  return { subject: `${notice.title} · ${appName}`, html, text: `${text}\n` };
}
