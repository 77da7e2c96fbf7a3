/** A hostile (or tricky) piece of user HTML and what {@link sanitizeHtml} must turn it into. */
export interface HostileInput {
  /** What the case is about. */
  name: string;
  html: string;
  /** The exact sanitized markup, in jsdom and in Chromium alike. */
  expected: string;
}

/**
 * Attacks on the user-HTML allowlist (tags `a b i em strong`; `href` http, https,
 * mailto or a same-site path; `target` only `_blank`, which forces `rel="noopener noreferrer"`). Shared by
 * the jsdom unit test and the Chromium browser test, so both engines must give the
 * same, safe output.
 */
export const HOSTILE_INPUTS: readonly HostileInput[] = [
  {
    name: 'script element',
    html: 'Hello<script>alert(1)</script>',
    expected: 'Hello',
  },
  {
    name: 'img onerror',
    html: '<img src=x onerror=alert(1)>text',
    expected: 'text',
  },
  {
    name: 'event handler on an allowed tag',
    html: '<b onclick="alert(1)" onmouseover="alert(2)">bold</b>',
    expected: '<b>bold</b>',
  },
  {
    name: 'mutation XSS through noscript',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    expected: '',
  },
  {
    name: 'mutation XSS through a closing-tag lookalike in an attribute',
    html: '<b title="</b><img src=x onerror=alert(1)>">x</b>',
    expected: '<b>x</b>',
  },
  {
    name: 'svg namespace confusion',
    html: '<svg><style><img src=x onerror=alert(1)></style></svg>after',
    expected: 'after',
  },
  {
    name: 'math namespace confusion with mglyph',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>after',
    expected: 'after',
  },
  {
    name: 'svg with an animate that sets href',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>ok',
    expected: 'ok',
  },
  {
    name: 'javascript URL',
    html: '<a href="javascript:alert(1)">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'javascript URL with mixed case and spaces',
    html: '<a href=" JaVaScRiPt:alert(1)">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'entity-encoded javascript URL',
    html: '<a href="jav&#x61;script:alert(1)">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'javascript URL split by a tab and a newline entity',
    html: '<a href="java&#x09;script:alert(1)">x</a><a href="java&#10;script:alert(2)">y</a>',
    expected: '<a>x</a><a>y</a>',
  },
  {
    name: 'vbscript URL',
    html: '<a href="vbscript:msgbox(1)">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'data URL on a link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'same-site path kept, protocol-relative URL dropped',
    html: '<a href="/admin">a</a><a href="//evil.example/x">b</a>',
    expected: '<a href="/admin">a</a><a>b</a>',
  },
  {
    name: 'same-site path with a query and a fragment kept',
    html: '<a href="/devices/42?tab=logs#top">device</a>',
    expected: '<a href="/devices/42?tab=logs#top">device</a>',
  },
  {
    name: 'backslash hosts dropped (browsers read a backslash as a slash)',
    html: '<a href="\\\\evil.example">a</a><a href="/\\evil.example">b</a><a href="\\/evil.example">c</a>',
    expected: '<a>a</a><a>b</a><a>c</a>',
  },
  {
    name: 'a path split by whitespace into a protocol-relative URL dropped',
    html: '<a href="/&#x09;/evil.example">a</a><a href="/\n/evil.example">b</a><a href=" //evil.example">c</a>',
    expected: '<a>a</a><a>b</a><a>c</a>',
  },
  {
    name: 'other relative forms dropped',
    html: '<a href="evil.example/x">a</a><a href="./x">b</a><a href="?q=1">c</a><a href="#top">d</a>',
    expected: '<a>a</a><a>b</a><a>c</a><a>d</a>',
  },
  {
    name: 'data URL behind a slash-free scheme lookalike dropped',
    html: '<a href="data:,/devices">x</a><a href="javascript:/devices/42">y</a>',
    expected: '<a>x</a><a>y</a>',
  },
  {
    name: 'https link kept',
    html: '<a href="https://example.com/path?q=1&amp;r=2">docs</a>',
    expected: '<a href="https://example.com/path?q=1&amp;r=2">docs</a>',
  },
  {
    name: 'mailto link kept',
    html: '<a href="mailto:ops@example.com">mail</a>',
    expected: '<a href="mailto:ops@example.com">mail</a>',
  },
  {
    name: 'target _self dropped',
    html: '<a href="https://example.com" target="_self">x</a>',
    expected: '<a href="https://example.com">x</a>',
  },
  {
    name: 'target _top and a named frame dropped, rel removed',
    html: '<a href="https://example.com" target="_top" rel="opener">x</a><a href="https://example.com" target="main">y</a>',
    expected: '<a href="https://example.com">x</a><a href="https://example.com">y</a>',
  },
  {
    name: 'target _blank forces rel noopener noreferrer',
    html: '<a href="https://example.com" target="_blank" rel="opener">x</a>',
    expected: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  },
  {
    name: 'target _blank without a rel',
    html: '<a href="https://example.com" target="_blank">x</a>',
    expected: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  },
  {
    name: 'no data-, aria-, style, class or id attributes',
    html: '<b data-x="1" aria-label="l" style="color:red" class="c" id="i" title="t">x</b>',
    expected: '<b>x</b>',
  },
  {
    name: 'id and name clobbering',
    html: '<a id="location" name="cookie" href="https://example.com">x</a>',
    expected: '<a href="https://example.com">x</a>',
  },
  {
    name: 'nested forms',
    html: '<form action="https://evil.example"><form id="inner"><input name="password"><button formaction="javascript:alert(1)">go</button></form></form>',
    expected: 'go',
  },
  {
    name: 'iframe srcdoc',
    html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>after',
    expected: 'after',
  },
  {
    name: 'object and embed',
    html: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">after',
    expected: 'after',
  },
  {
    name: 'style element and link stylesheet',
    html: '<style>*{background:url(javascript:alert(1))}</style><link rel="stylesheet" href="https://evil.example/x.css">after',
    expected: 'after',
  },
  {
    name: 'meta refresh and base',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">after',
    expected: 'after',
  },
  {
    name: 'template content',
    html: '<template><img src=x onerror=alert(1)></template>after',
    expected: 'after',
  },
  {
    name: 'comment breakout',
    html: '<!--><img src=x onerror=alert(1)>-->after',
    expected: '--&gt;after',
  },
  {
    name: 'unclosed tags are closed',
    html: '<b><i>open',
    expected: '<b><i>open</i></b>',
  },
  {
    name: 'other tags keep their text',
    html: '<div><u>under</u> <span>line</span></div>',
    expected: 'under line',
  },
  {
    name: 'markup in text stays text',
    html: '&lt;script&gt;alert(1)&lt;/script&gt;',
    expected: '&lt;script&gt;alert(1)&lt;/script&gt;',
  },
];
