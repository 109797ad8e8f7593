// Nothing in the repository points outside it: no path of the machine it was built on, and no issue numbers of
// a tracker the repository does not have. Files and tests are named for what they do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** Tracked text files (and new ones not yet committed), without review files, lock files and images. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/\.(png|jpe?g|gif|ico|vsix|txt)$/i.test(file) && file !== 'package-lock.json')
  .filter((file) => fs.existsSync(path.join(root, file)));

/**
 * The folder this checkout lives in, as far up as names someone's machine: `/home/alice/` or `/Users/alice/`
 * (two levels), `/srv/` or `/opt/` (one).
 */
function machinePrefix(): string {
  const parts = root.split(path.sep).filter(Boolean);
  const depth = ['home', 'Users'].includes(parts[0] ?? '') ? 2 : 1;
  return `/${parts.slice(0, depth).join('/')}/`;
}

describe('the repository is self-contained', () => {
  it('names no path of this machine', () => {
    const prefix = machinePrefix();
    const found = files.flatMap((file) =>
      fs.readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((line, i) => (line.includes(prefix) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found, `lines naming ${prefix}`).toEqual([]);
  });

  it('names no issue of a tracker it does not have, in file names or text', () => {
    const issue = /\bissue[-_ ]?\d+|\bissue\d*Helpers\b/i;
    expect(files.filter((file) => issue.test(path.basename(file)))).toEqual([]);
    const found = files.flatMap((file) =>
      fs.readFileSync(path.join(root, file), 'utf8').split('\n').flatMap((line, i) => (issue.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
