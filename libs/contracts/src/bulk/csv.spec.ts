import { csvCell, csvFileName, csvLines, csvRow, toCsv } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('escapes %j as %j', (value, out) => {
    expect(csvCell(value)).toBe(out);
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+33 6 12', `"'+33 6 12"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTAB', `"'\tTAB"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('keeps a formula-looking text %j as text: %s', (value, out) => {
    expect(csvCell(value)).toBe(out);
  });

  it('writes numbers, booleans, dates and empty values as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 'b,c', 1])).toBe('a,"b,c",1\r\n');
    expect(toCsv([['h'], ['=x']])).toBe(`h\r\n"'=x"\r\n`);
  });

  it('streams the header (after a BOM) then one line per row as rows arrive', async () => {
    async function* rows() {
      yield { name: 'Ann', n: 1 };
      yield { name: '=evil', n: 2 };
    }
    const out: string[] = [];
    for await (const line of csvLines(['Name', 'N'], rows(), (r) => [r.name, r.n])) out.push(line);
    expect(out).toEqual(['\uFEFFName,N\r\n', 'Ann,1\r\n', `"'=evil",2\r\n`]);
  });

  it('names the file with the day', () => {
    expect(csvFileName('modules', new Date('2026-11-27T10:00:00Z'))).toBe('modules-2026-11-27.csv');
  });
});
