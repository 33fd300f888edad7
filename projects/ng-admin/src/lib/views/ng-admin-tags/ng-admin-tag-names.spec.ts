import { NG_ADMIN_TAG_NAMES } from './ng-admin-tag-names';
import { NG_ADMIN_TEMPLATE_TAGS } from './ng-admin-tags';

describe('NG_ADMIN_TAG_NAMES', () => {
  it('names every built-in tag, known before their components load', () => {
    expect([...NG_ADMIN_TAG_NAMES].sort()).toEqual(Object.keys(NG_ADMIN_TEMPLATE_TAGS).sort());
  });
});
