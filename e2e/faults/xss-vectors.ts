/**
 * Injection vectors, after the classic lists (OWASP's filter evasion cheat sheet, PortSwigger's
 * XSS cheat sheet, AngularJS sandbox escapes, CSV injection). Each payload that could run calls
 * `__xss(<its number>)` (or `alert`), so a trap in the page tells which one ran. All fit a post
 * title (3 to 100 characters); the short ones (50 at most) also fit a tag name.
 */
export interface XssVector {
  readonly id: number;
  readonly family: string;
  readonly payload: string;
}

const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  'script tag': [
    '<script>__xss(¤)</script>',
    '<SCRIPT SRC=data:,__xss(¤)></SCRIPT>',
    '<script>alert(¤)</script>',
    '"><script>__xss(¤)</script>',
    "'><script>__xss(¤)</script>",
    '</title><script>__xss(¤)</script>',
    '</textarea><script>__xss(¤)</script>',
    '<scr<script>ipt>__xss(¤)</scr</script>ipt>',
    '<script/x>__xss(¤)</script>',
    '<<script>__xss(¤)//<</script>',
    '</script><script>__xss(¤)</script>',
    '<script>/*</script>*/__xss(¤)</script>',
  ],
  'event handler': [
    '<img src=x onerror=__xss(¤)>',
    '<img src=x onerror="__xss(¤)">',
    '<IMG SRC=x OnErRoR=__xss(¤)>',
    '<svg onload=__xss(¤)>',
    '<svg/onload=__xss(¤)>',
    '<body onload=__xss(¤)>',
    '<iframe onload=__xss(¤)>',
    '<input autofocus onfocus=__xss(¤)>',
    '<select autofocus onfocus=__xss(¤)>',
    '<textarea autofocus onfocus=__xss(¤)>',
    '<details open ontoggle=__xss(¤)>',
    '<video><source onerror=__xss(¤)>',
    '<audio src=x onerror=__xss(¤)>',
    '<marquee onstart=__xss(¤)>',
    '<div onmouseover=__xss(¤)>hover</div>',
    '<a onclick=__xss(¤)>click</a>',
    '<img src=x:x onerror=alert(¤)>',
    '<object data=x onerror=__xss(¤)>',
    '<style onload=__xss(¤)></style>',
    '<link rel=stylesheet href=x onerror=__xss(¤)>',
    '<img src="x" onerror="&#95;&#95;xss(¤)">',
    "<img src=x onerror=eval(atob('X194c3MoMCk='))>",
    '<div/onpointerenter=__xss(¤)>x</div>',
    '<body onpageshow=__xss(¤)>',
    '<img srcset=x onerror=__xss(¤)>',
    '<x onfocus=__xss(¤) tabindex=1 autofocus>',
    '<img src=x onerror\t=__xss(¤)>',
    '<img/src=x\nonerror=__xss(¤)>',
  ],
  'javascript: URL': [
    'javascript:__xss(¤)',
    'JaVaScRiPt:__xss(¤)',
    'java\tscript:__xss(¤)',
    '<a href="javascript:__xss(¤)">link</a>',
    '<a href=jAvAsCrIpT:__xss(¤)>x</a>',
    '<a href="&#106;avascript:__xss(¤)">x</a>',
    '<a href="javascript&colon;__xss(¤)">x</a>',
    '<iframe src=javascript:__xss(¤)>',
    '<embed src=javascript:__xss(¤)>',
    '<form action=javascript:__xss(¤)><input type=submit>',
    '<form><button formaction=javascript:__xss(¤)>x',
    '<math><a xlink:href=javascript:__xss(¤)>x</a></math>',
    'vbscript:msgbox(¤)',
    'data:text/html,<script>__xss(¤)</script>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<object data="javascript:__xss(¤)">',
  ],
  svg: [
    '<svg><script>__xss(¤)</script></svg>',
    '<svg><animate onbegin=__xss(¤) attributeName=x dur=1s>',
    '<svg><a xlink:href="javascript:__xss(¤)"><text y=20>x</text></a></svg>',
    '<svg><foreignObject><img src=x onerror=__xss(¤)>',
    '<svg><image href=x onerror=__xss(¤)>',
    '<svg><style><img src=x onerror=__xss(¤)></style></svg>',
    '<svg><title><img src=x onerror=__xss(¤)></title></svg>',
    '<svg><set attributeName=onmouseover to=__xss(¤)>',
  ],
  srcdoc: [
    '<iframe srcdoc="<script>parent.__xss(¤)</script>">',
    '<iframe srcdoc="&lt;img src=x onerror=parent.__xss(¤)&gt;">',
    "<iframe srcdoc='<svg onload=parent.__xss(¤)>'>",
    '<iframe src="data:text/html,<script>parent.__xss(¤)</script>">',
  ],
  'CSS expression': [
    '<div style="width:expression(__xss(¤))">x</div>',
    '<div style="background:url(javascript:__xss(¤))">x</div>',
    "<style>@import 'javascript:__xss(¤)';</style>",
    '<style>*{x:expression(__xss(¤))}</style>',
    '<link rel=stylesheet href="javascript:__xss(¤)">',
    '<div style="behavior:url(x.htc)">¤</div>',
    '<p style="-moz-binding:url(x.xml#xss)">¤</p>',
    '<div style="position:fixed;inset:0;z-index:9999">¤</div>',
  ],
  'template injection': [
    '{{7*7}}',
    "{{constructor.constructor('__xss(¤)')()}}",
    "{{constructor.constructor('alert(¤)')()}}",
    "{{$on.constructor('__xss(¤)')()}}",
    "{{'a'.constructor.prototype.charAt=[].join;$eval('x=__xss(¤)');}}",
    "{{x={'y':''.constructor.prototype};x['y'].charAt=[].join;$eval('x=__xss(¤)');}}",
    '{{ entry.values.title }}',
    '{{ window.__xss(¤) }}',
    "{{ [].map.constructor('__xss(¤)')() }}",
    "{{ 'lower' | uppercase }}",
    '${__xss(¤)}',
    '<%= __xss(¤) %>',
    '[[ __xss(¤) ]]',
    '#{__xss(¤)}',
    '{{ 6*7 }}',
    '{{__xss(¤)}}',
    "{{$eval.constructor('__xss(¤)')()}}",
    '{{ value }} {{ field }} {{ entry }}',
    "{{ entry.constructor.constructor('__xss(¤)')() }}",
    '{{::constructor}}',
  ],
  'AngularJS sandbox escape': [
    "{{a='constructor';a.sub.call.call(a.sub[a],0,'__xss(¤)')()}}",
    "{{c=toString.constructor;c.prototype.toString=c.prototype.call;['a','__xss(¤)'].sort(c)}}",
    '<div ng-app ng-csp><div ng-click=$event.view.__xss(¤)>x</div></div>',
    '<div ng-init="constructor.constructor(\'__xss(¤)\')()"></div>',
    '<x ng-focus=$event.view.__xss(¤) autofocus tabindex=0>',
    "{{'a'.constructor.fromCharCode=[].join;'a'.constructor[0]='__xss(¤)';}}",
    '{{[].pop.constructor&#40;&#39;__xss(¤)&#39;&#41;&#40;&#41;}}',
    '<input ng-model=x ng-change="$event.view.__xss(¤)">',
  ],
  'markup as text': [
    '<b>bold ¤</b>',
    '<h1>big ¤</h1>',
    '<a href="https://evil.example">phish ¤</a>',
    '<meta http-equiv="refresh" content="0;url=javascript:__xss(¤)">',
    '<base href="javascript:__xss(¤)//">',
    '<img src="x ¤',
    '&lt;script&gt;__xss(¤)&lt;/script&gt;',
    '<!--<img src=x onerror=__xss(¤)>-->',
    '<noscript><p title="</noscript><img src=x onerror=__xss(¤)>">',
    '<math><mtext><table><mglyph><style><img src=x onerror=__xss(¤)>',
    '<form id=x ¤><input name=attributes>',
    '<img name=getElementById ¤>',
    '＜script＞__xss(¤)＜/script＞',
    '%3Cscript%3E__xss(¤)%3C/script%3E',
    '\\u003cscript\\u003e__xss(¤)\\u003c/script\\u003e',
    '<template><img src=x onerror=__xss(¤)></template>',
    '<plaintext>¤',
  ],
  'CSV formula': [
    '=1+1 ¤',
    '=HYPERLINK("https://evil.example","¤")',
    '+SUM(1,¤)',
    '-2+¤ ',
    '@SUM(1,¤)',
    '\t=1+¤',
    '\r=1+¤',
    "=cmd|' /C calc'!A¤",
    '-=1+¤',
  ],
};

/** Every vector, numbered from 1 in the order above. */
export const XSS_VECTORS: readonly XssVector[] = Object.entries(FAMILIES)
  .flatMap(([family, payloads]) => payloads.map((payload) => ({ family, payload })))
  .map((vector, index) => ({
    id: index + 1,
    family: vector.family,
    payload: vector.payload.replaceAll('¤', String(index + 1)),
  }));

/** The vectors short enough for a tag name (50 characters at most). */
export const SHORT_VECTORS = XSS_VECTORS.filter((vector) => [...vector.payload].length <= 50);

/** What a spreadsheet would take for a formula: a cell starting with = + - @, a tab or a CR. */
export function looksLikeFormula(text: string): boolean {
  return /^[=+\-@\t\r]/.test(text);
}
