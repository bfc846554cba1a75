type Separator = ',' | ';';

/**
 * CSV as spreadsheets save it: comma or semicolon (whichever the header line uses outside quotes), RFC 4180 quotes,
 * CRLF or LF. Yields the records one at a time as the text arrives, in chunks cut anywhere, so a reader that stops
 * early parses nothing past that point; a blank line is a record of one empty field (the caller skips blank rows).
 */
export function* csvRecords(chunks: Iterable<string>): Generator<string[]> {
  const reader = new CsvReader();
  for (const chunk of chunks) {
    for (const c of chunk) {
      const record = reader.read(c);
      if (record) yield record;
    }
  }
  yield* reader.end();
}

/** Every record of a whole text. */
export const readCsv = (text: string): string[][] => [...csvRecords([text])];

class CsvReader {
  /** Unknown until the header line has ended: its characters wait in `header.text`. */
  private separator: Separator | undefined;
  private header = { text: '', commas: 0, semicolons: 0, inQuotes: false };
  private record: string[] = [];
  private field = '';
  private inQuotes = false;
  /** A quote inside quotes: their end, or the first of a doubled `""`; the next character tells. */
  private isQuoteInQuotes = false;
  /** A CR ended the record: a LF right after it belongs to the same line end. */
  private isAfterCr = false;

  /** One more character; the record it ends, if it ends one. */
  read(c: string): string[] | null {
    if (!this.separator) {
      if (!this.isHeaderLineEnd(c)) return null;
      this.decideSeparator();
    }
    return this.step(c);
  }

  /** The last record, when the text does not end with a line end. */
  *end(): Generator<string[]> {
    if (!this.separator) this.decideSeparator();
    if (this.field !== '' || this.record.length > 0) yield [...this.record, this.field];
  }

  private isHeaderLineEnd(c: string): boolean {
    const header = this.header;
    if (!header.inQuotes && (c === '\n' || c === '\r')) return true;
    if (c === '"') header.inQuotes = !header.inQuotes;
    else if (!header.inQuotes && c === ',') header.commas++;
    else if (!header.inQuotes && c === ';') header.semicolons++;
    header.text += c;
    return false;
  }

  /** Separator decided, the header line is read like any other (no record ends inside it). */
  private decideSeparator() {
    const { text, commas, semicolons } = this.header;
    this.separator = semicolons > commas ? ';' : ',';
    for (const c of text) this.step(c);
    this.header.text = '';
  }

  private step(c: string): string[] | null {
    if (this.isQuoteInQuotes) {
      this.isQuoteInQuotes = false;
      if (c === '"') {
        this.field += '"';
        return null;
      }
      this.inQuotes = false;
    }
    if (this.isAfterCr) {
      this.isAfterCr = false;
      if (c === '\n') return null;
    }
    if (this.inQuotes) {
      if (c === '"') this.isQuoteInQuotes = true;
      else this.field += c;
    } else if (c === '"') this.inQuotes = true;
    else if (c === this.separator) {
      this.record.push(this.field);
      this.field = '';
    } else if (c === '\n' || c === '\r') {
      const record = this.record;
      record.push(this.field);
      this.record = [];
      this.field = '';
      this.isAfterCr = c === '\r';
      return record;
    } else this.field += c;
    return null;
  }
}
