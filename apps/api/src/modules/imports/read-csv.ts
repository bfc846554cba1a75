/**
 * CSV as spreadsheets save it: comma or semicolon (whichever the header line uses outside quotes), RFC 4180 quotes,
 * CRLF or LF. Yields the records one at a time as the text arrives, in chunks cut anywhere, so a reader that stops
 * early parses nothing past that point; a blank line is a record of one empty field (the caller skips blank rows).
 */
export function* csvRecords(chunks: Iterable<string>): Generator<string[]> {
  const reader = new CsvReader();
  for (const chunk of chunks) yield* reader.push(chunk);
  yield* reader.end();
}

/** Every record of a whole text. */
export const readCsv = (text: string): string[][] => [...csvRecords([text])];

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const COMMA = 0x2c;
const SEMICOLON = 0x3b;

class CsvReader {
  /** Unknown until the header line has ended: the text until then waits in `header.chunks`. */
  private separator: number | undefined;
  private header = { chunks: [] as string[], commas: 0, semicolons: 0, inQuotes: false };
  private record: string[] = [];
  /** The field so far; the characters of the current chunk join it a run at a time (`slice`), never one by one. */
  private field = '';
  private inQuotes = false;
  /** A quote inside quotes: their end, or the first of a doubled `""`; the next character tells. */
  private isQuoteInQuotes = false;
  /** A CR ended the record: a LF right after it belongs to the same line end. */
  private isAfterCr = false;

  *push(chunk: string): Generator<string[]> {
    if (this.separator === undefined) {
      this.header.chunks.push(chunk);
      if (!this.endsHeaderLine(chunk)) return;
      yield* this.decideSeparator();
      return;
    }
    yield* this.parse(chunk);
  }

  /** The last record, when the text does not end with a line end. */
  *end(): Generator<string[]> {
    if (this.separator === undefined) yield* this.decideSeparator();
    if (this.field !== '' || this.record.length > 0) yield [...this.record, this.field];
  }

  /** Counts the header line's separators outside quotes; true once the line has ended in this chunk. */
  private endsHeaderLine(chunk: string): boolean {
    const header = this.header;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === QUOTE) header.inQuotes = !header.inQuotes;
      else if (header.inQuotes) continue;
      else if (c === CR || c === LF) return true;
      else if (c === COMMA) header.commas++;
      else if (c === SEMICOLON) header.semicolons++;
    }
    return false;
  }

  private *decideSeparator(): Generator<string[]> {
    const { chunks, commas, semicolons } = this.header;
    this.separator = semicolons > commas ? SEMICOLON : COMMA;
    this.header.chunks = [];
    yield* this.parse(chunks.join(''));
  }

  private *parse(text: string): Generator<string[]> {
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.isAfterCr) {
        this.isAfterCr = false;
        if (c === LF) {
          start = i + 1;
          continue;
        }
      }
      if (this.isQuoteInQuotes) {
        this.isQuoteInQuotes = false;
        if (c === QUOTE) {
          this.field += '"';
          start = i + 1;
          continue;
        }
        this.inQuotes = false;
      }
      if (this.inQuotes) {
        if (c !== QUOTE) continue;
        this.field += text.slice(start, i);
        this.isQuoteInQuotes = true;
      } else if (c === QUOTE) {
        this.field += text.slice(start, i);
        this.inQuotes = true;
      } else if (c === this.separator) {
        this.record.push(this.field + text.slice(start, i));
        this.field = '';
      } else if (c === CR || c === LF) {
        const record = this.record;
        record.push(this.field + text.slice(start, i));
        this.record = [];
        this.field = '';
        this.isAfterCr = c === CR;
        yield record;
      } else continue;
      start = i + 1;
    }
    this.field += text.slice(start);
  }
}
