import { markdownToHtml } from './markdownToHtml';
import { sanitizeHtml } from './sanitizeHtml';

/**
 * Vectors from the OWASP "XSS Filter Evasion Cheat Sheet"
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html).
 * Whatever an editor (or a compromised content file) writes, none of them may leave the server
 * able to run script.
 */
const OWASP_VECTORS = [
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
  `<IMG SRC="jav	ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
  `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `\\";alert('XSS');//`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<svg/onload=alert('XSS')>`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `exp/*<A STYLE='no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))'>`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=\`>\` SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<A HREF="http://66.102.7.147/">XSS</A>`,
  `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
  `<A HREF="//www.google.com/">XSS</A>`,
  `<A HREF="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">XSS</A>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<form><button formaction=javascript:alert(1)>X</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
];

/** What must never survive: a script element, an event handler, a script-bearing scheme, an active element. */
const DANGER = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<frame/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<body/i,
  /<details/i,
  /<video/i,
  /<[a-z][^>]*\son[a-z]+\s*=/i,
  /<[a-z][^>]*\sstyle\s*=/i,
  /(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i,
  /(href|src)\s*=\s*"\/\//i,
];

describe('sanitizeHtml against the OWASP XSS filter-evasion vectors', () => {
  it.each(OWASP_VECTORS.map((vector, index) => [index + 1, vector]))(
    'vector %i leaves nothing that runs',
    (_, vector) => {
      const clean = sanitizeHtml(vector);
      for (const danger of DANGER) expect(clean).not.toMatch(danger);
    },
  );

  it('keeps the formatting an article needs', () => {
    const html = '<h2 id="deposit">Deposit</h2><p>Pay <strong>two</strong> months.</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps site links as they are and marks links to other sites', () => {
    expect(sanitizeHtml('<a href="/faq">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
    expect(sanitizeHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it('drops a data: or http: image and keeps an https one', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).not.toContain('data:');
    expect(sanitizeHtml('<img src="https://img.example/a.jpg" alt="A">')).toContain('src="https://img.example/a.jpg"');
  });
});

describe('markdownToHtml', () => {
  it('numbers repeated headings, collects h2 and h3 for the table of contents, demotes h1', () => {
    const { html, headings } = markdownToHtml('# Top\n\n## Costs\n\ntext\n\n### Costs\n\n#### Deep');
    expect(html).toContain('<h2 id="top">Top</h2>');
    expect(headings).toEqual([
      { id: 'top', text: 'Top', level: 2 },
      { id: 'costs', text: 'Costs', level: 2 },
      { id: 'costs-2', text: 'Costs', level: 3 },
    ]);
  });

  it('sanitises raw HTML inside the Markdown', () => {
    const { html } = markdownToHtml('Hello <img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(html).not.toMatch(/onerror|javascript:/i);
  });
});
