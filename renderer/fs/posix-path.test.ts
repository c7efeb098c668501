import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativePosixPath } from './posix-path.js';

describe('relativePosixPath', () => {
  it('accepts a file inside the folder: its path below it, joined with /', () => {
    expect(relativePosixPath('/site', path.join('/site', 'specs', 'refs', 'pet.yaml'))).toBe('specs/refs/pet.yaml');
    expect(relativePosixPath('/site/', '/site/content/../specs/a.yaml')).toBe('specs/a.yaml');
  });

  it('rejects hiding where a file outside the folder is: it starts with ..', () => {
    expect(relativePosixPath('/site/specs', '/site/shared/pet.yaml')).toBe('../shared/pet.yaml');
    expect(relativePosixPath('/site', '/site')).toBe('');
  });
});
