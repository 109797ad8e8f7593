/**
 * The command line, parsed into a request. Pure: no Node built-ins, so it is tested without a process.
 * Options may come before, between or after positional arguments; `--` ends the options.
 */

export type CommandName = 'check' | 'export' | 'compare' | 'board';
export type CompareFormat = 'md' | 'html';
export type BoardFormat = 'md' | 'csv' | 'html';
export type BoardSort = 'name' | 'ships' | 'disagreement';

export type CliRequest =
  | { kind: 'help'; command?: CommandName }
  | { kind: 'version' }
  | { kind: 'check'; paths: string[]; cache?: string }
  | { kind: 'export'; paths: string[]; cache?: string }
  | { kind: 'compare'; a: string; b: string; paths: string[]; format: CompareFormat; cache?: string }
  | { kind: 'board'; paths: string[]; format: BoardFormat; sort: BoardSort; cache?: string }
  | { kind: 'usage-error'; message: string; command?: CommandName };

const COMMANDS: readonly CommandName[] = ['check', 'export', 'compare', 'board'];
/** Accepted spellings of each format, first one canonical. */
const COMPARE_FORMATS: Record<string, CompareFormat> = { md: 'md', markdown: 'md', html: 'html' };
const EXPORT_FORMATS = new Set(['json']);
const BOARD_FORMATS: Record<string, BoardFormat> = { md: 'md', markdown: 'md', csv: 'csv', html: 'html' };
const BOARD_SORTS: readonly BoardSort[] = ['name', 'ships', 'disagreement'];

interface Options {
  help: boolean;
  version: boolean;
  json: boolean;
  format?: string;
  sort?: string;
  /** The analysis cache file (`--cache FILE`). */
  cache?: string;
  positionals: string[];
}

function readOptions(argv: readonly string[]): Options | { error: string } {
  const options: Options = { help: false, version: false, json: false, positionals: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      options.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') options.help = true;
    else if (arg === '-V' || arg === '-v' || arg === '--version') options.version = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '--format' || arg === '-f') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('-')) return { error: `${arg} needs a value` };
      options.format = value;
      i++;
    } else if (arg.startsWith('--format=')) options.format = arg.slice('--format='.length);
    else if (arg === '--sort') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('-')) return { error: `${arg} needs a value` };
      options.sort = value;
      i++;
    } else if (arg.startsWith('--sort=')) options.sort = arg.slice('--sort='.length);
    else if (arg === '--cache') {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('-') || value === '') return { error: `${arg} needs a file` };
      options.cache = value;
      i++;
    } else if (arg.startsWith('--cache=')) {
      options.cache = arg.slice('--cache='.length);
      if (!options.cache) return { error: '--cache needs a file' };
    }
    else if (arg.startsWith('-') && arg !== '-') return { error: `unknown option ${arg}` };
    else options.positionals.push(arg);
  }
  return options;
}

function isCommand(word: string | undefined): word is CommandName {
  return word !== undefined && (COMMANDS as readonly string[]).includes(word);
}

export function parseArgs(argv: readonly string[]): CliRequest {
  const read = readOptions(argv);
  const first = argv.find((a) => !a.startsWith('-'));
  const command = isCommand(first) ? first : undefined;
  if ('error' in read) return { kind: 'usage-error', message: read.error, command };
  const { help, version, json, format, sort } = read;
  const cache = read.cache === undefined ? {} : { cache: read.cache };
  const [word, ...rest] = read.positionals;

  if (word === 'help') return { kind: 'help', command: isCommand(rest[0]) ? rest[0] : undefined };
  if (help) return { kind: 'help', command };
  if (version && word === undefined) return { kind: 'version' };
  if (word === undefined) return { kind: 'usage-error', message: 'no command given' };
  if (!isCommand(word)) return { kind: 'usage-error', message: `unknown command “${word}”` };
  if (version) return { kind: 'usage-error', message: '--version takes no command', command: word };

  if (sort !== undefined && word !== 'board') return { kind: 'usage-error', message: `${word} takes no --sort option`, command: word };

  switch (word) {
    case 'board': {
      if (json) return { kind: 'usage-error', message: 'board writes md, csv or html, not json: use --format md|csv|html', command: word };
      const chosen = BOARD_FORMATS[(format ?? 'md').toLowerCase()];
      if (!chosen) return { kind: 'usage-error', message: `unknown format “${format}”: use --format md, csv or html`, command: word };
      const order = (sort ?? 'name').toLowerCase() as BoardSort;
      if (!BOARD_SORTS.includes(order)) return { kind: 'usage-error', message: `unknown sort “${sort}”: use --sort name, ships or disagreement`, command: word };
      return { kind: 'board', paths: rest, format: chosen, sort: order, ...cache };
    }
    case 'check':
      if (json || format !== undefined) return { kind: 'usage-error', message: 'check takes no format option', command: word };
      return { kind: 'check', paths: rest, ...cache };
    case 'export': {
      const chosen = format ?? (json ? 'json' : undefined);
      if (chosen === undefined) return { kind: 'usage-error', message: 'export needs a format: add --json', command: word };
      if (!EXPORT_FORMATS.has(chosen.toLowerCase())) return { kind: 'usage-error', message: `export cannot write “${chosen}”: the format is json`, command: word };
      return { kind: 'export', paths: rest, ...cache };
    }
    case 'compare': {
      if (json) return { kind: 'usage-error', message: 'compare writes md or html, not json: use --format md|html', command: word };
      const chosen = COMPARE_FORMATS[(format ?? 'md').toLowerCase()];
      if (!chosen) return { kind: 'usage-error', message: `unknown format “${format}”: use --format md or --format html`, command: word };
      const [a, b, ...paths] = rest;
      if (a === undefined || b === undefined) return { kind: 'usage-error', message: 'compare needs two product names', command: word };
      if (!a.trim() || !b.trim()) return { kind: 'usage-error', message: 'a product name cannot be empty', command: word };
      return { kind: 'compare', a, b, paths, format: chosen, ...cache };
    }
  }
}

export const USAGE = `Usage: verdicts <command> [options] [PATH...]

Commands:
  check [PATH...]                      Report problems in review files, one per line:
                                       file:line:column: severity: message
  export [PATH...] --json              Print the catalog (products, matchups, reviews, problems) as JSON
  compare A B [PATH...] [--format md|html]
                                       Print a comparison of two products (names or short forms,
                                       case-insensitive) as Markdown (default) or standalone HTML
  board [PATH...] [--format md|csv|html] [--sort name|ships|disagreement]
                                       Print the verdict board: a row per product, a column per
                                       persona, each cell that persona's call

PATH is a review file or a folder (every *.txt below it is read). Without PATH, the sample
reviews bundled with Verdicts are read.

Options:
  --cache FILE    Keep each file's analysis in FILE and reuse it while the file is unchanged
                  (size and time, else content hash); a damaged or outdated FILE is rebuilt
  -h, --help      Show this help (or a command's: verdicts compare --help)
  -V, --version   Print the version

Exit codes: 0 success, 1 errors in the review files (check) or an internal failure, 2 bad usage.`;

export const COMMAND_USAGE: Record<CommandName, string> = {
  check: `Usage: verdicts check [PATH...] [--cache FILE]

Reads every review file and prints one line per problem, then a summary:
  reviews/001.txt:1:1: error: The first line must name the matchup as “Product A vs Product B”, …
  5 files, 24 reviews, 1 error, 0 warnings
Exits 0 when there are no errors (warnings are fine), 1 when there are, 2 on bad usage.`,
  export: `Usage: verdicts export [PATH...] --json [--cache FILE]

Prints the catalog as one JSON document (schema version 1):
  { version, personas, products, matchups, reviews, problems }
Problems in the files are part of the document; the exit code is 0 whenever it was written.
--cache FILE    Reuse the analyses kept in FILE for unchanged files, and keep the new ones there.`,
  compare: `Usage: verdicts compare A B [PATH...] [--format md|html] [--cache FILE]

A and B are product names or their short forms, case-insensitive ("Cursor", "llama 3.3").
--format md     Markdown (default)
--format html   A standalone HTML document: inline styles, no scripts, a strict Content-Security-Policy
An ambiguous or unknown name exits 2 and lists the candidates.`,
  board: `Usage: verdicts board [PATH...] [--format md|csv|html] [--sort name|ships|disagreement] [--cache FILE]

The whole catalog at a glance: a row per product, a column per persona, each cell that persona's
call (✓ ship, ✕ skip, – no call, · not reviewed), each row's tally at its end.
--format md     A Markdown table (default)
--format csv    CSV: every field quoted, text a spreadsheet would run as a formula made inert
--format html   A standalone HTML document: inline styles, no scripts, a strict Content-Security-Policy
--sort name | ships | disagreement
                Rows by name (default), most ships first, or the rows where personas split first`,
};
