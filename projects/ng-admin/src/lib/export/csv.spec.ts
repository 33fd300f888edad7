import { exportFileName, neutralizeFormula, toCsv } from './csv';

describe('toCsv (papaparse)', () => {
  const header = ['Id', 'Title'];
  const entries = [
    ['1', 'Hello'],
    ['2', 'World'],
  ];
  const same = (row: readonly string[]) => row;
  /** A CSV of rows given as they are, the first one as the header. */
  const csvOf = (rows: string[][], options = {}) =>
    toCsv(rows[0] ?? [], rows.slice(1), same, options);

  it('uses ng-admin defaults: comma, CRLF, quotes only where needed', async () => {
    expect(await toCsv(header, entries, same)).toBe('Id,Title\r\n1,Hello\r\n2,World');
  });

  it('maps exportOptions to papaparse: quotes, delimiter, newline', async () => {
    expect(await toCsv(header, entries, same, { quotes: true })).toBe(
      '"Id","Title"\r\n"1","Hello"\r\n"2","World"',
    );
    expect(await toCsv(header, entries, same, { delimiter: ';', newline: '\n' })).toBe(
      'Id;Title\n1;Hello\n2;World',
    );
  });

  it('quotes fields with the delimiter, quotes, line breaks or edge spaces even without quotes', async () => {
    expect(await csvOf([['a,b', 'say "hi"', 'two\nlines', ' padded', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines"," padded",plain',
    );
    // With another delimiter, a comma needs no quotes.
    expect(await csvOf([['a,b', 'c;d']], { delimiter: ';' })).toBe('a,b;"c;d"');
  });

  it('neutralizes formulae in every cell, header included, and keeps negative numbers', async () => {
    expect(
      await csvOf([
        ['=1+1', 'ok'],
        ['@SUM(A1)', '-3'],
        ['-2+3+cmd|calc!A0', '-1,234.50'],
      ]),
    ).toBe(`"'=1+1",ok\r\n"'@SUM(A1)",-3\r\n"'-2+3+cmd|calc!A0","-1,234.50"`);
  });

  it('quotes a neutralized cell, carriage returns and trailing spaces', async () => {
    expect(await csvOf([['=HYPERLINK("x")', 'a\rb', 'end ']])).toBe(
      `"'=HYPERLINK(""x"")","a\rb","end "`,
    );
  });

  it('keeps text in any script as it is', async () => {
    expect(await csvOf([['Café', '東京', '😀']], { delimiter: '\t' })).toBe('Café\t東京\t😀');
  });

  it('writes the header alone when there is no entry', async () => {
    expect(await toCsv(header, [], same)).toBe('Id,Title');
  });

  it('writes many rows in chunks, reporting its progress, in order', async () => {
    const many = Array.from({ length: 4500 }, (_, index) => [String(index), `row ${index}`]);
    const progress: number[] = [];
    const csv = await toCsv(header, many, same, {}, (done) => progress.push(done));
    const lines = csv.split('\r\n');
    expect(lines.length).toBe(4501);
    expect(lines[1]).toBe('0,row 0');
    expect(lines[4500]).toBe('4499,row 4499');
    expect(
      lines.every((line, index) => index === 0 || line === `${index - 1},row ${index - 1}`),
    ).toBe(true);
    expect(progress).toEqual([2000, 4000, 4500]);
  });
});

describe('neutralizeFormula', () => {
  it('prefixes cells that spreadsheets would run', () => {
    expect(neutralizeFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(neutralizeFormula('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(neutralizeFormula('-2+3+cmd|calc!A0')).toBe("'-2+3+cmd|calc!A0");
    expect(neutralizeFormula('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(neutralizeFormula('\t=1')).toBe("'\t=1");
    expect(neutralizeFormula('\r=1')).toBe("'\r=1");
  });

  it('keeps negative numbers as numbers', () => {
    for (const number of ['-12.5', '-3', '-1,234.50', '-$3.20', '-.5', '-5%', '-1e5']) {
      expect(neutralizeFormula(number)).withContext(number).toBe(number);
    }
  });

  it('leaves other cells alone', () => {
    expect(neutralizeFormula('Hello = world')).toBe('Hello = world');
    expect(neutralizeFormula('')).toBe('');
    expect(neutralizeFormula('12')).toBe('12');
  });
});

describe('exportFileName', () => {
  it('names the file after the entity', () => {
    expect(exportFileName('posts')).toBe('posts.csv');
    expect(exportFileName('a/b:c')).toBe('a_b_c.csv');
    expect(exportFileName('')).toBe('export.csv');
  });
});
