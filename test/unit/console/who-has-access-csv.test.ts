import { csvCell, csvText } from '../../../frontend/src/common/csv';
import { whoHasAccessCsv } from '../../../frontend/src/pages/orgunit-details/who-has-access-csv';
import { whoHasAccessStrings } from '../../../frontend/src/strings/who-has-access';

describe('CSV cells', () => {
  it.each([
    ['plain', 'Ann Berg', 'Ann Berg'],
    ['empty', '', ''],
    ['a comma', 'Berg, Ann', '"Berg, Ann"'],
    ['a quote', 'Ann "the admin" Berg', '"Ann ""the admin"" Berg"'],
    ['a line break', 'Ann\nBerg', '"Ann\nBerg"'],
    ['a carriage return inside', 'Ann\r\nBerg', '"Ann\r\nBerg"'],
    ['a formula (=)', '=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a formula (+)', '+1+2', "'+1+2"],
    ['a formula (-)', '-2+3', "'-2+3"],
    ['a formula (@)', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['a sign later on', 'a=b+c', 'a=b+c'],
  ])('%s', (_what, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('CSV text', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c,d', '=e'],
      ]),
    ).toBe(`a,b\r\n"c,d",'=e\r\n`);
  });
});

describe('the who-has-access export', () => {
  it('writes the header, then one line per row as the table shows it', () => {
    const text = whoHasAccessCsv([
      {
        username: 'ann',
        name: 'Ann, the "first"',
        unitId: 'ou-sales',
        unitName: 'Sales',
        roles: ['admin'],
        inherited: false,
      },
      {
        username: 'bob',
        name: '=cmd|calc',
        unitId: 'ou-root',
        unitName: '@Root',
        roles: ['user', 'auditor'],
        inherited: true,
      },
    ]);
    const { header } = whoHasAccessStrings.csv;
    expect(text.split('\r\n')).toEqual([
      header.join(','),
      `ann,"Ann, the ""first""",admin,Sales,ou-sales,${whoHasAccessStrings.direct}`,
      `bob,'=cmd|calc,user auditor,'@Root,ou-root,${whoHasAccessStrings.inherited}`,
      '',
    ]);
  });

  it('writes only the header for an empty list', () => {
    expect(whoHasAccessCsv([])).toBe(`${whoHasAccessStrings.csv.header.join(',')}\r\n`);
  });
});
