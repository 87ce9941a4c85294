/**
 * HTML attack strings in the spirit of the OWASP XSS filter-evasion cheat sheet, written for Takt's
 * post sanitizer. Each must come out of sanitizePostHtml without script, event handlers, dangerous
 * URLs or style attributes. Exported so a browser test can render the sanitized result and check
 * that nothing runs.
 */
export interface XssVector {
  name: string;
  html: string;
}

export const xssCorpus: readonly XssVector[] = [
  { name: 'plain script', html: '<script>alert(1)</script>' },
  { name: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { name: 'script, odd case', html: '<ScRiPt>alert(1)</sCrIpT>' },
  { name: 'nested script', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'malformed script', html: '<<script>alert(1);//<</script>' },
  { name: 'unclosed script', html: '<script src=//evil.example/x.js' },
  { name: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { name: 'img onerror, backtick', html: '<img src=x onerror=`alert(1)`>' },
  { name: 'img javascript src', html: '<img src="javascript:alert(1)">' },
  { name: 'svg onload', html: '<svg/onload=alert(1)>' },
  { name: 'svg with script', html: '<svg><script>alert(1)</script></svg>' },
  {
    name: 'svg animate href',
    html: '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>klik</text></a></svg>',
  },
  { name: 'body onload', html: '<body onload=alert(1)>' },
  { name: 'p onclick', html: '<p onclick="alert(1)">klikni</p>' },
  { name: 'p onmouseover, no quotes', html: '<p onmouseover=alert(1)>prijeđi</p>' },
  { name: 'handler after slash', html: '<p/onclick=alert(1)>x</p>' },
  { name: 'a javascript href', html: '<a href="javascript:alert(1)">veza</a>' },
  { name: 'a javascript, upper case', html: '<a href="JAVASCRIPT:alert(1)">veza</a>' },
  { name: 'a javascript, tab entity', html: '<a href="jav&#x09;ascript:alert(1)">veza</a>' },
  { name: 'a javascript, newline entity', html: '<a href="jav&#x0A;ascript:alert(1)">veza</a>' },
  {
    name: 'a javascript, decimal entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">veza</a>',
  },
  {
    name: 'a javascript, hex no semicolon',
    html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">veza</a>',
  },
  {
    name: 'a javascript, leading space and null',
    html: '<a href=" &#14;  javascript:alert(1)">veza</a>',
  },
  { name: 'a javascript, colon entity', html: '<a href="javascript&colon;alert(1)">veza</a>' },
  { name: 'a vbscript', html: '<a href="vbscript:msgbox(1)">veza</a>' },
  {
    name: 'a data html',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">veza</a>',
  },
  { name: 'a protocol-relative', html: '<a href="//evil.example/">veza</a>' },
  { name: 'a backslash host', html: '<a href="/\\evil.example/">veza</a>' },
  {
    name: 'a with onclick and good href',
    html: '<a href="https://example.com" onclick="alert(1)">veza</a>',
  },
  {
    name: 'document link with script id',
    html: '<a data-document-id="1 onmouseover=alert(1)" href="javascript:alert(1)">Dokument</a>',
  },
  { name: 'iframe', html: '<iframe src="https://evil.example"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed', html: '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  {
    name: 'math href',
    html: '<math><mtext><a xlink:href="javascript:alert(1)">x</a></mtext></math>',
  },
  { name: 'math mXSS', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>' },
  { name: 'style attribute', html: '<p style="background:url(javascript:alert(1))">stil</p>' },
  { name: 'style expression', html: '<p style="width: expression(alert(1))">stil</p>' },
  {
    name: 'style element',
    html: '<style>@import "https://evil.example/x.css";</style><p>tekst</p>',
  },
  { name: 'link stylesheet', html: '<link rel=stylesheet href="https://evil.example/x.css">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  {
    name: 'form action',
    html: '<form action="javascript:alert(1)"><button>pošalji</button></form>',
  },
  { name: 'input autofocus', html: '<input autofocus onfocus=alert(1)>' },
  { name: 'details ontoggle', html: '<details open ontoggle=alert(1)>' },
  { name: 'template', html: '<template><img src=x onerror=alert(1)></template>' },
  {
    name: 'noscript breakout',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  { name: 'comment breakout', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { name: 'cdata', html: '<![CDATA[<script>alert(1)</script>]]>' },
  {
    name: 'attribute breakout',
    html: '<a href="https://example.com/" title="x" onmouseover="alert(1)" x=">veza</a>',
  },
  { name: 'strong with handler', html: '<strong onpointerenter=alert(1)>jako</strong>' },
  {
    name: 'heading with handler and style',
    html: '<h2 style="color:red" onclick=alert(1)>Naslov</h2>',
  },
];

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
]);

/**
 * What is wrong with an HTML string that should be safe to render, as readable findings (empty
 * when safe): a tag outside the allowlist, an event handler, a style attribute, or a link whose
 * address is not http, https, mailto or a path in the app.
 */
export function unsafeHtmlFindings(html: string): string[] {
  const findings: string[] = [];
  if (/<\s*script/i.test(html)) findings.push('script tag');
  for (const match of html.matchAll(/<\/?\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const [tag, rawName, rest = ''] = match;
    const name = rawName!.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) findings.push(`tag <${name}>`);
    if (/[\s/"']on\w+\s*=/i.test(rest)) findings.push(`event handler in ${tag}`);
    if (/[\s/"']style\s*=/i.test(rest)) findings.push(`style attribute in ${tag}`);
    for (const attr of rest.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const attrName = attr[1]!.toLowerCase();
      const value = (attr[3] ?? attr[4] ?? attr[5] ?? '').trim();
      if (!['href', 'target', 'rel', 'data-document-id'].includes(attrName))
        findings.push(`attribute ${attrName} in ${tag}`);
      if (attrName === 'href' && !/^(https?:\/\/|mailto:|\/(?![/\\]))/i.test(value))
        findings.push(`href ${value}`);
    }
    if (/(javascript|vbscript|data)\s*:/i.test(rest)) findings.push(`dangerous URL in ${tag}`);
  }
  return findings;
}
