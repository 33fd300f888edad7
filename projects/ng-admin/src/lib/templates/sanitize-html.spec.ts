import { sanitizeHtml, sanitizeRichText } from './sanitize-html';
import { stripTags } from './strip-tags';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const html = sanitizeHtml(
      '<b onclick="alert(1)">x</b><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">y</a><iframe src="https://example.com"></iframe>',
    );
    expect(html).toBe('<b>x</b><img src="x"><a>y</a>');
  });

  it('keeps allowed custom tags and their attributes, but not their event handlers', () => {
    const html = sanitizeHtml(
      '<post-link entry="{{ entry }}" [post]="entry" data-x="1" onclick="alert(1)">go</post-link>' +
        '<other-tag>z</other-tag>',
      { allowedCustomTags: ['post-link'] },
    );
    // Unknown tags go, their text stays.
    expect(html).toBe('<post-link entry="{{ entry }}" [post]="entry" data-x="1">go</post-link>z');
  });

  it('still checks URL attributes of custom tags', () => {
    const html = sanitizeHtml('<post-link href="javascript:alert(1)">go</post-link>', {
      allowedCustomTags: ['post-link'],
    });
    expect(html).toBe('<post-link>go</post-link>');
  });

  it('keeps the supported directives as inert attributes, and no others', () => {
    const html = sanitizeHtml(
      '<li ng-repeat="t in tags" ng-click="go(t)" onclick="go(t)" ng-model="t" ng-if="t">x</li>' +
        '<post-link ng-show="a" data-ng-hide="b"></post-link>',
      { allowedCustomTags: ['post-link'] },
    );
    expect(html).toBe(
      '<li ng-repeat="t in tags" ng-click="go(t)" ng-model="t" ng-if="t">x</li>' +
        '<post-link ng-show="a" data-ng-hide="b"></post-link>',
    );
  });

  it('removes style sheets', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
  });
});

describe('sanitizeRichText', () => {
  it('keeps formatting and removes active content and forms', () => {
    expect(
      sanitizeRichText(
        '<p class="ql-align-center" onclick="x()">Hi <strong>there</strong></p>' +
          '<ul><li><a href="https://example.com">link</a></li></ul>' +
          '<form><input name="q"></form><script>alert(1)</script>',
      ),
    ).toBe(
      '<p class="ql-align-center">Hi <strong>there</strong></p>' +
        '<ul><li><a href="https://example.com">link</a></li></ul>',
    );
  });

  it('drops directive attributes, even right after a template was sanitized', () => {
    sanitizeHtml('<b ng-click="x()">t</b>');
    expect(sanitizeRichText('<p ng-click="x()" ng-if="y">a</p>')).toBe('<p>a</p>');
  });

  it('drops custom elements', () => {
    expect(sanitizeRichText('<post-link entry="entry">x</post-link>')).toBe('x');
  });
});

describe('stripTags', () => {
  it('keeps the text only, entities decoded', () => {
    expect(stripTags('<p>Fish &amp; <em>chips</em></p>')).toBe('Fish & chips');
    expect(stripTags('<img src=x onerror=alert(1)>caption')).toBe('caption');
    expect(stripTags('no tags')).toBe('no tags');
    expect(stripTags(undefined)).toBe('');
  });
});
