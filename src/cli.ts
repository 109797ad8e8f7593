/**
 * `verdicts`: the command-line front end on the same core as the extension. This file is the only one
 * in src/cli that touches Node: it reads files and folders, writes to the terminal, starts the analysis threads
 * (src/node) and sets the exit code; everything else is in src/cli/ (pure, tested with fakes).
 */
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { version } from '../package.json';
import type { CatalogFileInput, Problem } from './core';
import { runCli, type CliHost, type ReviewSet } from './cli/runCli';
import { AnalysisPool } from './node/analysisPool';

/** Deep enough for any real layout; a stop for pathological trees. Symlink cycles are caught by real path. */
const MAX_DEPTH = 12;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);
const REVIEW_FILE = /\.txt$/i;

/** The bundled sample reviews: dist/cli.js → ../seeds. */
const SEEDS = path.join(__dirname, '..', 'seeds');
/** The analysis threads' script, built beside the extension's Node bundle: dist/cli.js → node/analysisWorker.js. */
const ANALYSIS_WORKER = path.join(__dirname, 'node', 'analysisWorker.js');
/** The panels' stylesheet, inlined into standalone HTML when the package ships it. */
const PANEL_CSS = path.join(__dirname, '..', 'media', 'panel.css');

function ioProblem(file: string, code: string, message: string, severity: Problem['severity'] = 'error'): Problem {
  return { file, line: 1, column: 1, severity, code, message };
}

function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'EISDIR':
      return 'it is a folder';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/** Shown paths: as the user wrote them; the bundled seeds relative to the working folder when inside it. */
function displayPath(absolute: string): string {
  const relative = path.relative(process.cwd(), absolute);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : absolute;
}

function readReviews(paths: readonly string[]): ReviewSet {
  const files: ReviewSet['files'] = [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  const visitedFolders = new Set<string>();

  const addFile = (shown: string, absolute: string) => {
    let real: string;
    try {
      real = fs.realpathSync(absolute);
    } catch {
      real = absolute;
    }
    if (seen.has(real)) return;
    seen.add(real);
    try {
      const content = fs.readFileSync(absolute);
      // The time after reading: a change while reading shows as a newer time next run, never as an older one.
      const { size, mtimeMs } = fs.statSync(absolute);
      files.push({ file: shown, content, stamp: size === content.length ? { size, mtime: mtimeMs } : undefined });
    } catch (error) {
      problems.push(ioProblem(shown, 'unreadable', `Cannot read this file: ${describeError(error)}.`));
    }
  };

  const walk = (shown: string, absolute: string, depth: number): number => {
    let real: string;
    try {
      real = fs.realpathSync(absolute);
    } catch (error) {
      problems.push(ioProblem(shown, 'unreadable', `Cannot read this folder: ${describeError(error)}.`));
      return 0;
    }
    if (visitedFolders.has(real)) return 0;
    visitedFolders.add(real);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(absolute, { withFileTypes: true });
    } catch (error) {
      problems.push(ioProblem(shown, 'unreadable', `Cannot read this folder: ${describeError(error)}.`));
      return 0;
    }
    entries.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    let found = 0;
    for (const entry of entries) {
      const childShown = path.join(shown, entry.name);
      const childAbsolute = path.join(absolute, entry.name);
      let isFolder = entry.isDirectory();
      let isFile = entry.isFile();
      if (entry.isSymbolicLink()) {
        try {
          const stat = fs.statSync(childAbsolute);
          isFolder = stat.isDirectory();
          isFile = stat.isFile();
        } catch {
          continue; // a dangling link is not a review file
        }
      }
      if (isFolder) {
        if (depth < MAX_DEPTH && !SKIPPED_FOLDERS.has(entry.name)) found += walk(childShown, childAbsolute, depth + 1);
      } else if (isFile && REVIEW_FILE.test(entry.name)) {
        addFile(childShown, childAbsolute);
        found++;
      }
    }
    return found;
  };

  const readPath = (shown: string, absolute: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(absolute);
    } catch (error) {
      problems.push(ioProblem(shown, 'unreadable', `Cannot read this path: ${describeError(error)}.`));
      return;
    }
    if (stat.isDirectory()) {
      if (walk(shown, absolute, 0) === 0 && !problems.some((p) => p.file === shown)) {
        problems.push(ioProblem(shown, 'no-review-files', 'This folder holds no *.txt review files.', 'warning'));
      }
    } else {
      addFile(shown, absolute); // named explicitly: read whatever its extension
    }
  };

  if (paths.length === 0) readPath(displayPath(SEEDS), SEEDS);
  for (const given of paths) readPath(given, path.resolve(given));
  return { files, problems };
}

function standaloneCss(): string | undefined {
  try {
    return fs.readFileSync(PANEL_CSS, 'utf8');
  } catch {
    return undefined;
  }
}

// `verdicts export --json | head` closes the pipe early: that is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

function readCache(file: string): Uint8Array | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined; // none yet, or unreadable: analysed afresh and written anew
  }
}

/** Writes a temporary file beside the cache, then renames it over the cache: readers see the old file or the new one. */
function writeCache(file: string, bytes: Uint8Array): string | undefined {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(temporary, bytes);
    fs.renameSync(temporary, file);
    return undefined;
  } catch (error) {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // nothing was written
    }
    return describeError(error);
  }
}

/** Many files analysed in worker threads; a file whose thread failed comes back undefined (analysed on this thread). */
async function analyseMany(files: readonly { file: string; content: Uint8Array }[]): Promise<(CatalogFileInput | undefined)[]> {
  if (!fs.existsSync(ANALYSIS_WORKER)) return [];
  const pool = new AnalysisPool({ workerFile: ANALYSIS_WORKER });
  let failed = 0;
  try {
    return await Promise.all(
      files.map(({ file, content }) =>
        pool.analyze(file, content).catch(() => {
          failed++;
          return undefined;
        }),
      ),
    );
  } finally {
    pool.dispose();
    if (failed) process.stderr.write(`verdicts: note: ${failed} files were analysed on one thread: their analysis threads failed.\n`);
  }
}

const host: CliHost = {
  version,
  readReviews,
  readCache,
  writeCache,
  analyseMany,
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  nonce: () => randomBytes(18).toString('base64'),
  standaloneCss,
};

void runCli(process.argv.slice(2), host).then((code) => (process.exitCode = code));
