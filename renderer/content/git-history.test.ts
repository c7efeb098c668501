import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGitHistory } from './git-history.js';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

function commit(cwd: string, { author, date, message }: { author: string; date: string; message: string }): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=x@example.com', 'add', '-A'], { cwd, env });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=x@example.com', 'commit', '-qm', message], { cwd, env });
}

describe('readGitHistory', () => {
  it('accepts a site folder inside a repository: each doc’s newest commit, by its path from the site folder', async () => {
    const repo = await mkdtemp(path.join(os.tmpdir(), 'docs-gen-git-'));
    folders.push(repo);
    const site = path.join(repo, 'website');
    await mkdir(path.join(site, 'content'), { recursive: true });
    execFileSync('git', ['init', '-q'], { cwd: repo });
    await writeFile(path.join(site, 'content/a.md'), '# A\n');
    await writeFile(path.join(site, 'content/b.md'), '# B\n');
    await writeFile(path.join(repo, 'README.md'), 'outside\n');
    commit(repo, { author: 'Ada Lovelace', date: '2024-03-01T10:00:00Z', message: 'one' });
    await writeFile(path.join(site, 'content/b.md'), '# B, again\n');
    commit(repo, { author: 'Bob', date: '2024-04-02T12:00:00Z', message: 'two' });
    const history = await readGitHistory({ root: site, folders: ['content'] });
    expect(Object.fromEntries(history)).toEqual({
      'content/a.md': { time: Date.parse('2024-03-01T10:00:00Z') / 1000, author: 'Ada Lovelace' },
      'content/b.md': { time: Date.parse('2024-04-02T12:00:00Z') / 1000, author: 'Bob' },
    });
  });

  it('accepts a folder that is no repository: nothing known, no error', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'docs-gen-nogit-'));
    folders.push(folder);
    expect((await readGitHistory({ root: folder, folders: ['content'] })).size).toBe(0);
  });
});
