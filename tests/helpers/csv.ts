/** RFC 4180 with `;` and CRLF, strictly: what a spreadsheet reads back. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  for (;;) {
    let value = '';
    if (text[i] === '"') {
      for (i++; ; i++) {
        if (text[i] === '"' && text[i + 1] === '"') {
          value += '"';
          i++;
        } else if (text[i] === '"') break;
        else if (i >= text.length) throw new Error('unterminated quote');
        else value += text[i];
      }
      i++;
    } else {
      while (i < text.length && text[i] !== ';' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
        value += text[i++];
      }
    }
    row.push(value);
    if (text[i] === ';') i++;
    else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
      if (i === text.length) return rows;
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
  }
}
