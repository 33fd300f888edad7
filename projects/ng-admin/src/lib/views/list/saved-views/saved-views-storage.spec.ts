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

  beforeEach(() => localStorage.removeItem(key));
  afterEach(() => localStorage.removeItem(key));

  it('keeps views per user in localStorage, replacing one with the same id', async () => {
    const storage = new NgaBrowserSavedViews(document);
    await storage.save('ada', view);
    await storage.save('ada', { ...view, id: 'b', name: 'Tech' });
    await storage.save('ada', { ...view, name: 'My drafts' });
    const reread = await new NgaBrowserSavedViews(document).load('ada');
    expect(reread.map((saved) => saved.name)).toEqual(['My drafts', 'Tech']);
    expect(await storage.load('grace')).toEqual([]);
    await storage.remove('ada', 'a');
    expect((await new NgaBrowserSavedViews(document).load('ada')).map((v) => v.id)).toEqual(['b']);
  });

  it('reads nothing from a damaged entry', async () => {
    localStorage.setItem(key, '{not json');
    expect(await new NgaBrowserSavedViews(document).load('ada')).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ id: 1 }, view]));
    expect(await new NgaBrowserSavedViews(document).load('ada')).toEqual([view]);
  });
});
