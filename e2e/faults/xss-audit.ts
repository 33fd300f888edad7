import type { Locator, Page, TestInfo } from '@playwright/test';

declare global {
  interface Window {
    __xss?: (id: number) => void;
    __xssRan?: number[];
  }
}

/**
 * Installs the trap every vector calls (`__xss(<vector number>)`) before the app starts. The
 * `dialog` listener of the fault tests' fixture catches the vectors that call `alert`.
 */
export async function installXssTrap(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ran: number[] = [];
    Object.defineProperty(window, '__xssRan', { value: ran });
    Object.defineProperty(window, '__xss', { value: (id: number) => ran.push(id) });
  });
}

/** The numbers of the vectors whose code ran in the page (none, if all is well). */
export function vectorsThatRan(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window.__xssRan ?? [])]);
}

/**
 * Collects the requests a page sends to the made-up addresses of the vectors (`src=x`,
 * `x.htc`, `x.xml`): each one means that data became markup somewhere.
 */
export function recordVectorRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/(x|x:x|x\.htc|x\.xml)([?#]|$)/.test(new URL(request.url()).pathname)) {
      requests.push(request.url());
    }
  });
  return requests;
}

/**
 * Looks through the rendered page (the app's root and the overlays) for what data must never
 * become: script, frame or embedding elements, `<base>`/`<meta>`/`<link>`/`<style>` in the body,
 * SVG animation, event-handler attributes, `srcdoc`, URLs with a script scheme, CSS that runs or
 * binds code, and AngularJS directive attributes. Returns one line per finding.
 */
export function auditDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const forbiddenElements = new Set([
      'script',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'applet',
      'base',
      'meta',
      'link',
      'style',
      'noscript',
      'plaintext',
      'marquee',
      'animate',
      'set',
      'foreignobject',
      'portal',
    ]);
    const urlAttributes = new Set([
      'href',
      'xlink:href',
      'src',
      'action',
      'formaction',
      'data',
      'poster',
      'background',
      'srcset',
      'ping',
      'lowsrc',
      'dynsrc',
      'to',
      'values',
    ]);
    const scriptScheme = /^(javascript|vbscript|livescript):|^data:text\/html/;
    const codeInCss = /expression\s*\(|javascript:|-moz-binding|behavior\s*:/i;
    const findings: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    const roots = [
      ...document.querySelectorAll('app-root, .cdk-overlay-container, .cdk-live-announcer-element'),
    ];
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (forbiddenElements.has(element.localName)) {
          findings.push(`<${element.localName}> element: ${describe(element)}`);
        }
        for (const attribute of element.attributes) {
          const name = attribute.name.toLowerCase();
          const compact = attribute.value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();
          if (name.startsWith('on')) findings.push(`${name} handler: ${describe(element)}`);
          else if (name === 'srcdoc') findings.push(`srcdoc: ${describe(element)}`);
          else if (urlAttributes.has(name) && scriptScheme.test(compact)) {
            findings.push(`${name}=${attribute.value.slice(0, 60)}: ${describe(element)}`);
          } else if (name === 'style' && codeInCss.test(attribute.value)) {
            findings.push(`style with code: ${describe(element)}`);
          } else if (
            name.startsWith('ng-') &&
            name !== 'ng-version' &&
            !name.startsWith('ng-reflect-')
          ) {
            findings.push(`AngularJS directive ${name}: ${describe(element)}`);
          }
        }
      }
    }
    return findings;
  });
}

/**
 * Looks inside the rich-text editors (Quill's editable areas) for what their toolbar cannot
 * make: any element but paragraphs, headings, inline styles, lists, quotes, code blocks, links
 * and Quill's own spans; styles, sources and event handlers. Returns one line per finding.
 */
export function editorFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toolbarElements = new Set([
      'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's',
      'ol', 'li', 'blockquote', 'div', 'a', 'span',
    ]); // prettier-ignore
    const findings: string[] = [];
    for (const editor of document.querySelectorAll('.ql-editor')) {
      for (const element of editor.querySelectorAll('*')) {
        const html = element.outerHTML.slice(0, 160);
        if (!toolbarElements.has(element.localName))
          findings.push(`<${element.localName}>: ${html}`);
        for (const { name } of element.attributes) {
          if (/^(on|style$|src|srcdoc$|action$|formaction$|data$)/i.test(name)) {
            findings.push(`${name} attribute: ${html}`);
          }
        }
      }
    }
    return findings;
  });
}

/** The texts of elements without their icons (a ligature such as `attach_file` is no text). */
export function textsWithoutIcons(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as Element;
      for (const icon of copy.querySelectorAll('mat-icon, .material-icons')) icon.remove();
      return copy.textContent ?? '';
    }),
  );
}

/** Whitespace as text rendering collapses it: runs of spaces, tabs and line breaks are one space. */
export function collapsed(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Declares, as a test starts, the renderers it checks and through how many vectors each, for the
 * summary line (`xss: N vectors x M renderers, N passed`): a pair counts as passed when its
 * test passed.
 */
export function declareRenderers(testInfo: TestInfo, renderers: Record<string, number>): void {
  for (const [renderer, count] of Object.entries(renderers)) {
    testInfo.annotations.push({ type: 'xss', description: `${renderer}=${count}` });
  }
}
