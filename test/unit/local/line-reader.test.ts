import { lineReader } from '../../../local/child-process';

function readAll(chunks: Buffer[]): string[] {
  const lines: string[] = [];
  const read = lineReader((line) => lines.push(line));
  chunks.forEach(read);
  return lines;
}

describe('lineReader', () => {
  it('joins a line split over chunks', () => {
    expect(
      readAll([Buffer.from('│ Username: ann │ Co'), Buffer.from('de: 123456 │\nnext\n')]),
    ).toEqual(['│ Username: ann │ Code: 123456 │', 'next']);
  });

  it('keeps a character whose bytes are split between chunks', () => {
    const bytes = Buffer.from('a │ b\n');
    const cut = bytes.indexOf(Buffer.from('│')) + 1;
    expect(readAll([bytes.subarray(0, cut), bytes.subarray(cut)])).toEqual(['a │ b']);
  });

  it('holds an unfinished line back until its end arrives', () => {
    expect(readAll([Buffer.from('one\ntw')])).toEqual(['one']);
    expect(readAll([Buffer.from('one\r\ntwo\r\n')])).toEqual(['one', 'two']);
  });
});
