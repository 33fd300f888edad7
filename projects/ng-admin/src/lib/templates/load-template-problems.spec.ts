import { loadTemplateProblems } from './load-template-problems';

describe('loadTemplateProblems', () => {
  it('loads the checker of templates', async () => {
    const templateProblems = await loadTemplateProblems();
    expect(templateProblems('<p ng-if="entry">{{ value }}</p>')).toEqual([]);
    expect(templateProblems('<a ui-sref="posts.show">Open</a>')[0]).toMatch(
      /^ui-sref is not supported in templates/,
    );
  });
});
