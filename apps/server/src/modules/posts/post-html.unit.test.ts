import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizePostHtml } from './post-html.ts';
import { unsafeHtmlFindings, xssCorpus } from './xss-corpus.ts';

describe('the XSS corpus', () => {
  it('is large enough to mean something', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(40);
  });

  it('is flagged by the safety check before sanitizing (so the check can fail)', () => {
    const missed = xssCorpus.filter((v) => unsafeHtmlFindings(v.html).length === 0);
    expect(missed.map((v) => v.name)).toEqual([]);
    expect(unsafeHtmlFindings('<p>Dobar <a href="https://skola.hr">tekst</a></p>')).toEqual([]);
  });

  it.each(xssCorpus.map((v) => [v.name, v.html]))('%s comes out harmless', (_name, html) => {
    const clean = sanitizePostHtml(html);
    expect(unsafeHtmlFindings(clean)).toEqual([]);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(clean).not.toMatch(/<[^>]*(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/<[^>]*\sstyle\s*=/i);
    // Sanitizing is stable: a second pass changes nothing.
    expect(sanitizePostHtml(clean)).toBe(clean);
  });
});

describe('what the editor produces survives', () => {
  it('keeps paragraphs, marks, headings, lists and quotes as they are', () => {
    const html =
      '<h2>Koncert</h2><h3>Subota</h3><p>Dođite <strong>svi</strong>, <em>točno</em> u <u>18</u> h' +
      '<br /><s>17 h</s></p><ul><li>klavir</li></ul><ol><li>violina</li></ol>' +
      '<blockquote><p>Glazba je život.</p></blockquote>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('forces external links into a new tab with noopener, noreferrer and nofollow', () => {
    expect(
      sanitizePostHtml(
        '<a href="https://skola.hr/raspored" target="_self" rel="opener">raspored</a>',
      ),
    ).toBe(
      '<a href="https://skola.hr/raspored" target="_blank" rel="noopener noreferrer nofollow">raspored</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:tajnistvo@skola.hr">pišite</a>')).toBe(
      '<a href="mailto:tajnistvo@skola.hr" target="_blank" rel="noopener noreferrer nofollow">pišite</a>',
    );
  });

  it('stores the document link with an href rebuilt from its numeric id', () => {
    expect(
      sanitizePostHtml(
        '<a data-document-id="12" href="https://evil.example/documents/12" target="_blank">Dokument 12</a>',
      ),
    ).toBe('<a data-document-id="12" href="/documents/12">Dokument 12</a>');
  });

  it('drops a non-numeric document id and treats the link as an ordinary one', () => {
    expect(
      sanitizePostHtml('<a data-document-id="12x" href="https://skola.hr/documents/12">D</a>'),
    ).toBe(
      '<a href="https://skola.hr/documents/12" target="_blank" rel="noopener noreferrer nofollow">D</a>',
    );
  });

  it('keeps the text of a refused link and of removed tags', () => {
    expect(sanitizePostHtml('<p>Vidi <a href="javascript:alert(1)">ovdje</a>.</p>')).toBe(
      '<p>Vidi ovdje.</p>',
    );
    expect(sanitizePostHtml('<div><span class="x">tekst</span></div>')).toBe('tekst');
  });

  it('closes tags correctly after several refused links in a row', () => {
    expect(
      sanitizePostHtml('<a href="//a">1</a><a href="data:x">2</a><a href="/documents">3</a>x'),
    ).toBe('12<a href="/documents" target="_blank" rel="noopener noreferrer nofollow">3</a>x');
  });

  it('maps other heading levels and b/i to the editor tags', () => {
    expect(sanitizePostHtml('<h1>A</h1><h4>B</h4><b>C</b><i>D</i>')).toBe(
      '<h2>A</h2><h3>B</h3><strong>C</strong><em>D</em>',
    );
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://skola.hr', true],
    ['http://skola.hr/a?b=1#c', true],
    ['mailto:a@b.hr', true],
    ['/documents/3', true],
    ['raspored', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
    ['\\\\evil.example', false],
    ['/\\evil.example', false],
    ['ftp://x', false],
    ['', false],
  ])('%j → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
