import { NgaMemoryStorage } from '@ng-admin/core/testing';
import { NgaBrowserSavedViews, type NgaSavedView } from './saved-views-storage';

describe('NgaBrowserSavedViews', () => {
  const view: NgaSavedView = {
    id: 'a',
    name: 'Drafts',
    entity: 'posts',
    search: { published: false },
    sortField: 'title',
    sortDir: 'ASC',
    columns: null,
  };
  const key = 'nga/ada/saved-views';

  let local: NgaMemoryStorage;
  beforeEach(() => (local = new NgaMemoryStorage()));

  it('keeps views per user in the local storage, replacing one with the same id', async () => {
    const storage = new NgaBrowserSavedViews(local);
    await storage.save('ada', view);
    await storage.save('ada', { ...view, id: 'b', name: 'Tech' });
    await storage.save('ada', { ...view, name: 'My drafts' });
    const reread = await new NgaBrowserSavedViews(local).load('ada');
    expect(reread.map((saved) => saved.name)).toEqual(['My drafts', 'Tech']);
    expect(await storage.load('grace')).toEqual([]);
    await storage.remove('ada', 'a');
    expect((await new NgaBrowserSavedViews(local).load('ada')).map((v) => v.id)).toEqual(['b']);
  });

  it('reads nothing from a damaged entry', async () => {
    local.setItem(key, '{not json');
    expect(await new NgaBrowserSavedViews(local).load('ada')).toEqual([]);
    local.setItem(key, JSON.stringify([{ id: 1 }, view]));
    expect(await new NgaBrowserSavedViews(local).load('ada')).toEqual([view]);
  });

  it('keeps views for the page only without storage', async () => {
    const storage = new NgaBrowserSavedViews(null);
    await storage.save('ada', view);
    expect(await storage.load('ada')).toEqual([view]);
    expect(await new NgaBrowserSavedViews(null).load('ada')).toEqual([]);
  });
});
