import { templateProblems } from './template-problems';

describe('templateProblems', () => {
  it('finds nothing in templates that use the supported subset', () => {
    expect(
      templateProblems(
        '<div ng-if="entry.values.published" class="x"><span ng-class="{ \'bold\': value > 10 }">' +
          '{{ value }}</span><ul><li ng-repeat="tag in entry.values.tags track by $index">{{ tag }}</li></ul>' +
          '<button ng-click="toggle(entry)">Go</button><p ng-show="a" ng-hide="b" ng-bind="c"></p>' +
          '<i data-ng-if="x"></i><post-link entry="entry"></post-link>' +
          '<button ng-click="open = !open; tab = \'b\'">Menu</button><input ng-model="value"></div>',
      ),
    ).toEqual([]);
  });

  it('names each unsupported directive with its tag and what to write instead', () => {
    expect(templateProblems('<input type="text" ng-model="entry.values.title">')).toEqual([
      'ng-model binds only "value", the field\'s or the filter\'s own value, not ' +
        '"entry.values.title": <input type="text" ng-model="entry.values.title">; write ' +
        'ng-model="value", and edit other values with their own fields',
    ]);
    const problems = templateProblems(
      '<div ng-bind-html="value"></div><img ng-src="{{ value }}"><a ui-sref="posts.list">x</a>' +
        '<div ng-switch="v"><p ng-switch-when="1">1</p></div><b ng-mouseover="x()"></b>' +
        '<i ng-attr-title="{{ t }}"></i><ng-include src="\'a.html\'"></ng-include><x ng-foo="1"></x>',
    );
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'ng-bind-html',
      'ng-src',
      'ui-sref',
      'ng-switch',
      'ng-switch-when',
      'ng-mouseover',
      'ng-attr-title',
      '<ng-include>',
      'ng-foo',
    ]);
    expect(problems[1]).toContain('<img ng-src="{{ value }}">; write src="{{ … }}"');
    expect(problems[5]).toContain('only ng-click is supported');
    expect(problems[6]).toContain('write title="{{ … }}"');
  });

  it('reads other AngularJS spellings of a directive', () => {
    expect(templateProblems('<input data-ng-model="a"><input x-ng-model="b">').length).toBe(2);
    expect(templateProblems('<b x-ng-if="a">x</b>')).toEqual([
      'x-ng-if is not a spelling that templates read: <b x-ng-if="a">; write ng-if or data-ng-if',
    ]);
  });

  it('reports malformed supported directives', () => {
    expect(templateProblems('<li ng-repeat="tags">x</li>')[0]).toMatch(
      /^ng-repeat="tags" is not of the form "item in list".*: <li ng-repeat="tags">$/,
    );
    expect(templateProblems('<b ng-if="">x</b>')).toEqual([
      'ng-if needs an expression: <b ng-if="">',
    ]);
    expect(templateProblems('<b ng-show="{{ value }}">x</b>')).toEqual([
      'ng-show takes an expression, not {{ }}: <b ng-show="{{ value }}">; write ng-show="value"',
    ]);
  });

  it('lets ng-click assign variables of the template, and reports any other assignment', () => {
    const hint =
      'only ng-click assigns, and only variables of the template itself (ng-click="open = ' +
      '!open", then ng-show="open"); templates never change the entry, its values or the ' +
      'configuration';
    expect(templateProblems('<button ng-click="isCollapsed = !isCollapsed">Menu</button>')).toEqual(
      [],
    );
    expect(
      templateProblems(
        '<a ng-click="entry.values.read = true">a</a><a ng-click="go(); value = 1">b</a>' +
          '<p ng-show="open = true">c</p>',
      ),
    ).toEqual([
      `ng-click cannot assign to entry.values.read (entry.values.read = true): <a ng-click="entry.values.read = true">; ${hint}`,
      `ng-click cannot assign to value, a name of the template's scope (go(); value = 1): <a ng-click="go(); value = 1">; ${hint}`,
      `ng-show cannot assign (open = true): <p ng-show="open = true">; ${hint}`,
    ]);
    expect(
      templateProblems(
        '<p ng-if="a == 1 || b === 2 || c != 3 || d !== 4 || e <= 5 || f >= 6 || g === \'=\'">x</p>' +
          '<a ng-click="open(entry, \'a=b\')">y</a>',
      ),
    ).toEqual([]);
  });

  it('accepts ng-model="value" on inputs where it binds, and refuses it elsewhere', () => {
    const search = '<input type="text" ng-model="value" placeholder="Search">';
    expect(templateProblems(search)).toEqual([]);
    expect(templateProblems(search, { model: true })).toEqual([]);
    expect(
      templateProblems('<select ng-model="::value"></select><textarea ng-model="value">'),
    ).toEqual([]);
    expect(templateProblems(search, { model: false })).toEqual([
      'ng-model="value" edits the field\'s value only in the templates of creation and edition ' +
        `form fields and of filters: ${search}; here the template only shows values`,
    ]);
    expect(
      templateProblems('<div ng-model="value"></div><input type="file" ng-model="value">'),
    ).toEqual([
      'ng-model binds an <input>, a <textarea> or a <select>, not a <div>: <div ng-model="value">',
      'ng-model cannot bind an input of type file: <input type="file" ng-model="value">',
    ]);
  });

  it('reports unregistered custom tags when told the registered ones', () => {
    const template = '<ma-show-button entry="entry"></ma-show-button><post-link></post-link>';
    expect(templateProblems(template)).toEqual([]);
    expect(templateProblems(template, { customTags: ['post-link'] })).toEqual([
      '<ma-show-button> is not a registered custom tag, so it would not render (register a ' +
        'component for it with withTemplateComponents): <ma-show-button entry="entry">',
    ]);
  });

  it('reads tags as HTML does: quoted ">", comments, text and long tags', () => {
    expect(templateProblems('<b ng-if="a > b" ng-model=\'x > 1\'>a < b</b>').length).toBe(1);
    expect(templateProblems('<!-- <input ng-model="x"> --> {{ a < b }}')).toEqual([]);
    const [problem] = templateProblems(`<input ng-model="x" title="${'t'.repeat(200)}">`);
    expect(problem).toContain('…>');
    expect(problem.length).toBeLessThan(300);
  });

  it('rejects what is not a string', () => {
    expect(() => templateProblems((() => 'x') as unknown as string)).toThrowError(
      /expects a template string, not function/,
    );
  });
});
