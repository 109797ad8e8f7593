// One worker thread of the analysis pool (analysisPool.ts), bundled on its own with the engine inside
// (dist/node/analysisWorker.js). It analyses each file it is sent and answers with what the catalog reads of it.
// Nothing in a file runs: the bytes are parsed as text, as on the main thread.
import { parentPort } from 'node:worker_threads';
import { analyzeFile } from '../core/catalog/analyzeFile';
import { catalogInputOf, presumedAssembly } from '../core/catalog/catalogBuilder';
import { CatalogRecordEncoder } from '../core/cache/catalogRecord';
import { deriveAliases } from '../core/understand/aliases';
import { REPLY_GROUP, type AnalysisBatch, type AnalysisReply } from './analysisProtocol';

/** Short forms by name: products recur across matchups, and their forms depend on the name alone. */
const aliases = new Map<string, string[]>();
const MAX_ALIASES = 20_000;
const aliasesOf = (name: string): string[] => {
  let found = aliases.get(name);
  if (!found) {
    if (aliases.size >= MAX_ALIASES) aliases.clear();
    aliases.set(name, (found = deriveAliases(name)));
  }
  return found;
};

/** Each analysis crosses as a cache record (catalogRecord.ts): two strings and a few bytes, which the main thread
 * decodes much faster than it would deserialise the quotes as objects. */
const encoder = new CatalogRecordEncoder();

/** A file's reply: its analysis as a record, as plain data when a record cannot hold it exactly, or why there is none. */
function analyse(id: number, file: string, content: Uint8Array): AnalysisReply {
  try {
    const analysis = catalogInputOf(analyzeFile(file, content, aliasesOf));
    // With the quotes' identity hashes, which the main thread would otherwise compute while it assembles.
    const assembly = presumedAssembly(analysis, aliasesOf);
    try {
      const { narrow, wide, structure } = encoder.encode(file, analysis);
      return { id, record: { narrow, wide, structure: structure.slice() }, assembly };
    } catch {
      return { id, analysis: { ...analysis, assembly } };
    }
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
port?.on('message', ({ files, bytes }: AnalysisBatch) => {
  let replies: AnalysisReply[] = [];
  for (const { id, file, start, end } of files) {
    replies.push(analyse(id, file, bytes.subarray(start, end)));
    if (replies.length >= REPLY_GROUP) {
      port.postMessage(replies);
      replies = [];
    }
  }
  if (replies.length) port.postMessage(replies);
});
