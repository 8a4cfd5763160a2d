// Every relative link in README.md and docs/**/*.md must lead to a file or folder that exists, so moving a
// document or a source file cannot silently break the way to it; and the README stays short, with the
// details in docs/. The checker runs on the real tree and on a planted tree, so it is seen to fail too.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 200;

/** README.md and every Markdown file under docs/, as paths relative to `root` with forward slashes. */
function markdownFiles(root: string): string[] {
  const found: string[] = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  return found.sort();
}

/** Inline links and images `[text](target)` and reference definitions `[name]: target`, outside code. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      continue;
    }
    if (fence) continue;
    // Code spans may hold brackets and parentheses that are not links; a link's text may be a code span.
    const prose = line.replace(/(`+)(?:(?!\1).)+?\1/g, 'code');
    for (const match of prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      targets.push(match[1] ?? '');
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(prose)?.[1];
    if (definition) targets.push(definition);
  }
  return targets;
}

/** `file: target` for every relative link of those files under `root` whose file or folder is missing. */
function brokenLinks(root: string): string[] {
  const broken: string[] = [];
  for (const file of markdownFiles(root)) {
    for (const target of linkTargets(readFileSync(path.join(root, file), 'utf8'))) {
      // Web addresses, mail and other schemes are not files; a pure #anchor points into the file itself.
      if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const withoutFragment = target.replace(/[?#].*$/, '');
      let decoded = withoutFragment;
      try {
        decoded = decodeURIComponent(withoutFragment);
      } catch {
        // A malformed escape is checked as written, and reported when that does not exist.
      }
      const resolved = decoded.startsWith('/')
        ? path.join(root, decoded)
        : path.resolve(path.dirname(path.join(root, file)), decoded);
      if (!existsSync(resolved)) broken.push(`${file}: ${target}`);
    }
  }
  return broken;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('documentation links', () => {
  it('every relative link in README.md and docs/ leads to a file or folder that exists', () => {
    expect(markdownFiles(repositoryRoot)).toContain('README.md');
    expect(markdownFiles(repositoryRoot).length).toBeGreaterThan(5);
    expect(brokenLinks(repositoryRoot)).toEqual([]);
  });

  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
    expect(lineCount(readme)).toBeLessThanOrEqual(README_MAX_LINES);
  });

  describe('the checker', () => {
    let planted = '';
    afterAll(() => {
      if (planted) rmSync(planted, { recursive: true, force: true });
    });

    it('reports a planted broken link, and only the broken ones', () => {
      planted = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
      mkdirSync(path.join(planted, 'docs', 'decisions'), { recursive: true });
      mkdirSync(path.join(planted, 'backend', 'src'), { recursive: true });
      writeFileSync(path.join(planted, 'backend', 'src', 'hot-path.ts'), 'export {};\n');
      writeFileSync(
        path.join(planted, 'README.md'),
        [
          '# Planted',
          'Good: [docs](docs/guide.md), [a folder](docs/decisions/), [with a fragment](docs/guide.md#setup).',
          'Not files: [web](https://example.com/x.md), [mail](mailto:someone@example.com), [here](#planted).',
          'Broken: [gone](docs/missing.md).',
          '```md',
          'In a code block: [not a link](nowhere.md)',
          '```',
          'In a code span: `[not a link](nowhere.md)`',
          '',
        ].join('\n'),
      );
      writeFileSync(
        path.join(planted, 'docs', 'guide.md'),
        [
          '# Guide',
          'Up and over: [readme](../README.md), [code](../backend/src/hot-path.ts), [ADR](decisions/001-x.md).',
          'The old place: [code](backend/src/hot-path.ts#L1).',
          '[ref]: ../nowhere/else.md',
          '',
        ].join('\n'),
      );
      writeFileSync(path.join(planted, 'docs', 'decisions', '001-x.md'), '# 001 [back](../guide.md)\n');

      expect(brokenLinks(planted)).toEqual([
        'README.md: docs/missing.md',
        'docs/guide.md: backend/src/hot-path.ts#L1',
        'docs/guide.md: ../nowhere/else.md',
      ]);
    });
  });
});
