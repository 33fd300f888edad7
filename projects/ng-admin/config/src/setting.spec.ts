import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, ensureString, type ConfigOwner } from './config-errors';
import { defineSettings, storedSetting, type Setting } from './setting';
import {
  booleanRule,
  derivedStringRule,
  integerRule,
  orderRule,
  recordRule,
} from './setting-rules';

/** A small owner with one setting of each kind the helper supports. */
class Panel implements ConfigOwner {
  name = 'main';
  toString(): string {
    return `Panel "${this.name}"`;
  }
  declare visible: Setting<boolean, this>;
  declare size: Setting<number, this>;
  declare heading: Setting<string, this>;
  declare options: Setting<Record<string, unknown>, this>;
  declare tags: Setting<readonly string[], this, [tag: string]>;
  declare range: Setting<[number, number], this, [from: number, to?: number]>;
  declare order: Setting<number | null, this>;

  static {
    defineSettings<Panel>(this.prototype, {
      visible: booleanRule(true),
      size: integerRule(5),
      heading: derivedStringRule((panel: Panel) => panel.name.toUpperCase()),
      options: recordRule(),
      tags: {
        initial: () => [],
        accept: (panel, method, tag, current) => [...current, ensureString(panel, method, tag)],
        read: (tags) => [...tags],
      },
      range: {
        initial: () => [0, 0],
        acceptArgs: (_panel, _method, [from, to = from]) => [from, to],
      },
      order: orderRule(),
    });
  }
}

class WidePanel extends Panel {
  declare width: Setting<number, this>;
  static {
    defineSettings<WidePanel>(this.prototype, { width: integerRule(100) });
  }
}

describe('defineSettings and Setting', () => {
  it('reads the initial value, sets with a check and returns the owner for chaining', () => {
    const panel = new Panel();
    assert.equal(panel.size(), 5);
    assert.equal(panel.size(8), panel);
    assert.equal(panel.size(), 8);
    assert.equal(panel.visible(false).size(3).visible(), false);
  });

  it('throws the check’s ConfigError naming the owner and the setting', () => {
    assert.throws(
      () => new Panel().size(0),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message === 'Panel "main": size() expects an integer >= 1, got number',
    );
    assert.throws(() => new Panel().order('1' as never), /order\(\) expects a finite number/);
    assert.equal(new Panel().order(2).order(null).order(), null);
  });

  it('gives each owner its own initial object, the same one on every read', () => {
    const first = new Panel();
    const second = new Panel();
    assert.equal(first.options(), first.options());
    assert.notEqual(first.options(), second.options());
    first.options()['shared'] = true;
    assert.deepEqual(second.options(), {});
  });

  it('computes a fallback on every read until set', () => {
    const panel = new Panel();
    assert.equal(panel.heading(), 'MAIN');
    panel.name = 'side';
    assert.equal(panel.heading(), 'SIDE');
    panel.heading('Custom');
    panel.name = 'other';
    assert.equal(panel.heading(), 'Custom');
  });

  it('passes the current value to accept, and read transforms what the getter returns', () => {
    const panel = new Panel().tags('a').tags('b');
    const tags = panel.tags();
    assert.deepEqual(tags, ['a', 'b']);
    (tags as string[]).push('c');
    assert.deepEqual(panel.tags(), ['a', 'b']);
  });

  it('hands every argument to acceptArgs', () => {
    assert.deepEqual(new Panel().range(2).range(), [2, 2]);
    assert.deepEqual(new Panel().range(2, 7).range(), [2, 7]);
  });

  it('keeps the subclass type through inherited settings, and subclasses add their own', () => {
    const wide: WidePanel = new WidePanel().size(2).width(300);
    assert.equal(wide.width(), 300);
    assert.equal(wide.size(), 2);
    assert.equal('width' in new Panel(), false);
  });

  it('installs prototype methods named after the setting, not own properties', () => {
    const panel = new Panel().size(4);
    assert.equal(Object.hasOwn(panel, 'size'), false);
    assert.equal(typeof Panel.prototype.size, 'function');
    assert.equal(Panel.prototype.size.name, 'size');
    assert.equal(Object.keys(panel).includes('size'), false);
  });

  it('storedSetting tells a set value from a fallback', () => {
    const panel = new Panel();
    assert.equal(storedSetting<Panel, 'heading'>(panel, 'heading'), undefined);
    panel.heading();
    assert.equal(storedSetting<Panel, 'heading'>(panel, 'heading'), undefined);
    panel.heading('Set');
    assert.equal(storedSetting<Panel, 'heading'>(panel, 'heading'), 'Set');
  });

  it('rejects a rule without a default or without a check', () => {
    class Broken {
      declare size: Setting<number, this>;
    }
    assert.throws(
      () => defineSettings<Broken>(Broken.prototype, { size: { initial: () => 1 } as never }),
      /Setting "size" needs an initial or fallback value and an accept or acceptArgs check/,
    );
    assert.throws(
      () => defineSettings<Broken>(Broken.prototype, { size: { accept: () => 1 } as never }),
      /Setting "size" needs/,
    );
  });
});

// Compile-time checks: never run, type-checked by `tsc -p tsconfig.spec.json`.
function _typeChecks(panel: Panel, wide: WidePanel): void {
  const size: number = panel.size();
  const chained: WidePanel = wide.visible(true);
  const range: [number, number] = panel.range(1, 2).range();
  void [size, chained, range];
  // @ts-expect-error a getter returns the value, not the owner
  panel.size().size(2);
  // @ts-expect-error the setter checks the argument type
  panel.visible('yes');
  // @ts-expect-error one argument only
  panel.size(1, 2);
  // @ts-expect-error a rule must match the declared value type
  defineSettings<Panel>(Panel.prototype, { size: booleanRule(true) });
  // @ts-expect-error only declared settings have rules
  defineSettings<Panel>(Panel.prototype, { toString: booleanRule(true) });
}
void _typeChecks;
