import { NgaFormPage } from '../views/form/form-page';
import { NgaListPage } from '../views/list/list-page';
import { NgaShowPage } from '../views/show/show-page';
import { loadViewCode, viewOfPath } from './view-code';

describe('viewOfPath', () => {
  it('reads the view, entity and id the admin routes read', () => {
    expect(viewOfPath('/posts/list')).toEqual({ kind: 'list', entity: 'posts' });
    expect(viewOfPath('/posts/create')).toEqual({ kind: 'creation', entity: 'posts' });
    expect(viewOfPath('/posts/show/12')).toEqual({ kind: 'show', entity: 'posts', id: '12' });
    expect(viewOfPath('/posts/edit/12')).toEqual({ kind: 'edition', entity: 'posts', id: '12' });
  });

  it('reads them under a mount path or base href, with a query or a trailing slash', () => {
    expect(viewOfPath('/admin/posts/list/')).toEqual({ kind: 'list', entity: 'posts' });
    expect(viewOfPath('/app/admin/posts/edit/a%2Fb?tab=2')).toEqual({
      kind: 'edition',
      entity: 'posts',
      id: 'a/b',
    });
  });

  it('reads nothing from another address', () => {
    expect(viewOfPath('/')).toBeUndefined();
    expect(viewOfPath('/list')).toBeUndefined();
    expect(viewOfPath('/login')).toBeUndefined();
    expect(viewOfPath('/stats')).toBeUndefined();
    expect(viewOfPath('/posts/delete/12')).toBeUndefined();
    expect(viewOfPath('/edit/12')).toBeUndefined();
  });
});

describe('loadViewCode', () => {
  it("loads each view's page component, once", async () => {
    expect(await loadViewCode('list')).toBe(NgaListPage);
    expect(await loadViewCode('show')).toBe(NgaShowPage);
    expect(await loadViewCode('form')).toBe(NgaFormPage);
    expect(loadViewCode('list')).toBe(loadViewCode('list'));
  });
});
