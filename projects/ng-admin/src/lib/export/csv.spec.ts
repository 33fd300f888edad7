import { buildExportRows, exportFileName, ExportField, neutralizeFormula, toCsv } from './csv';

interface Row {
  values: Record<string, unknown>;
}

function field(name: string, label: string): ExportField {
  return { name: () => name, label: () => label };
}

const cellText = (f: ExportField, entry: Row) => String(entry.values[f.name()] ?? '');

describe('toCsv', () => {
  const rows = [
    ['Id', 'Title'],
    ['1', 'Hello'],
    ['2', 'World'],
  ];

  it('uses ng-admin defaults: comma, CRLF, quotes only where needed', () => {
    expect(toCsv(rows)).toBe('Id,Title\r\n1,Hello\r\n2,World');
  });

  it('quotes every field with quotes: true', () => {
    expect(toCsv(rows, { quotes: true })).toBe('"Id","Title"\r\n"1","Hello"\r\n"2","World"');
  });

  it('uses the given delimiter and newline', () => {
    expect(toCsv(rows, { delimiter: ';', newline: '\n' })).toBe('Id;Title\n1;Hello\n2;World');
  });

  it('quotes fields with the delimiter, quotes, line breaks or edge spaces even without quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', ' padded', 'plain']])).toBe(
      '"a,b","say ""hi""","two\nlines"," padded",plain',
    );
    // With another delimiter, a comma needs no quotes.
    expect(toCsv([['a,b', 'c;d']], { delimiter: ';' })).toBe('a,b;"c;d"');
  });

  it('neutralizes formulae in every cell, header included', () => {
    expect(
      toCsv([
        ['=1+1', 'ok'],
        ['@SUM(A1)', '-3'],
      ]),
    ).toBe("'=1+1,ok\r\n'@SUM(A1),-3");
  });

  it('quotes a cell after neutralizing it, and quotes carriage returns and trailing spaces', () => {
    expect(toCsv([['=HYPERLINK("x")', 'a\rb', 'end ']])).toBe(`"'=HYPERLINK(""x"")","a\rb","end "`);
  });

  it('keeps text in any script as it is', () => {
    expect(toCsv([['Café', '東京', '😀']], { delimiter: '\t' })).toBe('Café\t東京\t😀');
  });

  it('gives an empty string for no rows', () => {
    expect(toCsv([])).toBe('');
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

describe('buildExportRows', () => {
  const entries: Row[] = [
    { values: { id: 1, title: 'Hello' } },
    { values: { id: 2, title: 'Hi' } },
  ];

  it('puts the field labels in the header row', () => {
    expect(
      buildExportRows([field('id', 'Id'), field('title', 'Title')], entries, cellText),
    ).toEqual([
      ['Id', 'Title'],
      ['1', 'Hello'],
      ['2', 'Hi'],
    ]);
  });

  it('serializes into the expected CSV end to end', () => {
    const fields = [field('id', 'Id'), field('title', 'Summary')];
    const formulas = (f: ExportField, entry: Row) =>
      f.name() === 'id' ? String(entry.values['id']) : '=cmd';
    expect(toCsv(buildExportRows(fields, entries, formulas))).toBe(
      "Id,Summary\r\n1,'=cmd\r\n2,'=cmd",
    );
  });
});

describe('exportFileName', () => {
  it('names the file after the entity', () => {
    expect(exportFileName('posts')).toBe('posts.csv');
    expect(exportFileName('a/b:c')).toBe('a_b_c.csv');
    expect(exportFileName('')).toBe('export.csv');
  });
});
