/**
 * Hermetic specs: a spec's `$ref`s reach only files inside specs/ (or the
 * site folder, by config) and hosts the config lists; whatever else they name
 * is refused with the file and JSON pointer of the `$ref`, and nothing is read
 * or fetched. Spec files get a line and column for syntax errors, and YAML
 * limits.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../renderer/index.js';
import { buildSite, makeSite, removeTemporaryFolders } from './helpers/cli.js';
import { aliasBomb } from './helpers/yaml.js';

afterAll(removeTemporaryFolders);

/** An OpenAPI 3.0 spec whose one response schema is `schema` (YAML text, indented for its place). */
function specWith(schema: string): string {
  return [
    'openapi: 3.0.3',
    'info: {title: Pets, version: "1"}',
    'paths:',
    '  /pets:',
    '    get:',
    '      responses:',
    '        "200":',
    '          description: The pets',
    '          content:',
    '            application/json:',
    '              schema:',
    `                ${schema}`,
    '',
  ].join('\n');
}

/** The JSON pointer of the schema in {@link specWith}. */
const SCHEMA_POINTER = '/paths/~1pets/get/responses/200/content/application~1json/schema';

interface TestSite {
  readonly root: string;
  /** A folder beside the site, for files it must not reach. */
  readonly outside: string;
}

async function makeSpecSite(files: Readonly<Record<string, string>>, configFields = "title: 'Specs'"): Promise<TestSite> {
  const root = await makeSite(files, configFields);
  const outside = path.join(path.dirname(root), 'outside');
  await mkdir(outside);
  return { root, outside };
}

function buildTestSite(site: TestSite): Promise<BuildResult> {
  return build({ root: site.root, outDir: path.join(site.root, 'build'), cache: false, threads: 1 });
}

/** Each diagnostic as code, place and message, which is what a reader sees. */
function reported(result: BuildResult): Array<{ code: string; location: unknown; message: string }> {
  return result.diagnostics.map(({ code, location, message }) => ({ code, location, message }));
}

const SECRET = 'type: object\ndescription: TOP SECRET FROM OUTSIDE\n';

describe('$refs to files', () => {
  it('follows $refs to other files inside specs/, whatever their names', async () => {
    const site = await makeSpecSite({
      'specs/pets.yaml': specWith("{type: object, properties: {pet: {$ref: 'shared/pet.yaml'}, odd: {$ref: 'shared/100% odd pet.json'}}}"),
      'specs/shared/pet.yaml': 'type: object\ndescription: A pet from the shared folder\n',
      'specs/shared/100% odd pet.json': '{"type": "object", "description": "A pet with an odd file name"}',
    });
    const result = await buildTestSite(site);
    expect(result.exitCode, JSON.stringify(result.diagnostics)).toBe(0);
    const html = await readFile(path.join(site.root, 'build/api/pets/index.html'), 'utf8');
    expect(html).toContain('A pet from the shared folder');
    expect(html).toContain('A pet with an odd file name');
  });

  it('refuses an absolute $ref to a YAML file outside the site, naming the spec and the pointer', async () => {
    const site = await makeSpecSite({ 'specs/pets.yaml': specWith("$ref: 'OUTSIDE/secret.yaml'") });
    await writeFile(path.join(site.outside, 'secret.yaml'), SECRET);
    const spec = await readFile(path.join(site.root, 'specs/pets.yaml'), 'utf8');
    await writeFile(path.join(site.root, 'specs/pets.yaml'), spec.replace('OUTSIDE', site.outside));
    const result = await buildTestSite(site);
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-ref-refused',
        location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
        message: `$ref to ${path.join(site.outside, 'secret.yaml')} refused: it is outside specs/`,
      },
    ]);
    expect(result.diagnostics[0]!.hint).toBe('Move or copy the file into specs/.');
  });

  it('refuses a ../ $ref out of specs/, pointing to api.refsWithin, and follows it with refsWithin: site', async () => {
    const files = { 'specs/pets.yaml': specWith("$ref: '../schemas/pet.yaml'"), 'schemas/pet.yaml': 'type: object\ndescription: A pet beside the specs\n' };
    const refused = await buildTestSite(await makeSpecSite(files));
    expect(refused.exitCode).toBe(1);
    expect(reported(refused)).toEqual([
      {
        code: 'openapi-ref-refused',
        location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
        message: '$ref to schemas/pet.yaml refused: it is outside specs/',
      },
    ]);
    expect(refused.diagnostics[0]!.hint).toBe(
      "Move or copy the file into specs/, or set api.refsWithin: 'site' in the site config to allow files anywhere in the site folder.",
    );

    const site = await makeSpecSite(files, "title: 'Specs', api: { refsWithin: 'site' }");
    const allowed = await buildTestSite(site);
    expect(allowed.exitCode, JSON.stringify(allowed.diagnostics)).toBe(0);
    expect(await readFile(path.join(site.root, 'build/api/pets/index.html'), 'utf8')).toContain('A pet beside the specs');
  });

  it('refuses /etc/passwd and file: URLs, even with refsWithin: site', async () => {
    const site = await makeSpecSite(
      {
        'specs/pets.yaml': specWith("$ref: '/etc/passwd'").replace('info:', "x-other: {$ref: 'file:///etc/hostname'}\ninfo:"),
      },
      "title: 'Specs', api: { refsWithin: 'site' }",
    );
    const result = await buildTestSite(site);
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-ref-refused',
        location: { file: 'specs/pets.yaml', pointer: '/x-other' },
        message: '$ref to /etc/hostname refused: it is outside the site folder',
      },
      {
        code: 'openapi-ref-refused',
        location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
        message: '$ref to /etc/passwd refused: it is outside the site folder',
      },
    ]);
  });

  it('refuses a symbolic link in specs/ that leads out of it, and a refused $ref in a file another spec file names', async () => {
    const site = await makeSpecSite({
      'specs/pets.yaml': specWith("$ref: 'shared/pet.yaml'"),
      'specs/shared/pet.yaml': "type: object\nproperties:\n  owner:\n    $ref: 'owner.yaml'\n",
    });
    await writeFile(path.join(site.outside, 'secret.yaml'), SECRET);
    await symlink(path.join(site.outside, 'secret.yaml'), path.join(site.root, 'specs/shared/owner.yaml'));
    const result = await buildTestSite(site);
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-ref-refused',
        location: { file: 'specs/shared/pet.yaml', pointer: '/properties/owner' },
        message: `$ref to specs/shared/owner.yaml refused: it is a symbolic link to ${path.join(site.outside, 'secret.yaml')}, outside specs/ (in a file specs/pets.yaml refers to)`,
      },
    ]);
  });

  it('reports a $ref to a missing file in specs/ at its pointer', async () => {
    const result = await buildTestSite(await makeSpecSite({ 'specs/pets.yaml': specWith("$ref: 'shared/nope.yaml'") }));
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-invalid',
        location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
        message: 'Invalid OpenAPI document: Cannot read specs/shared/nope.yaml: there is no such file',
      },
    ]);
  });
});

/** A server on this machine that counts requests and serves a schema (or redirects `/moved` to `redirectTo`). */
async function startSchemaServer(redirectTo?: (port: number) => string): Promise<{ port: number; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/moved' && redirectTo) {
      response.writeHead(302, { location: redirectTo((server.address() as AddressInfo).port) }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/yaml' }).end('type: object\ndescription: A pet from the schema server\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return { port: (server.address() as AddressInfo).port, requests, server };
}

describe('$refs to URLs', () => {
  it('fetches nothing: http $refs to 0.0.0.0 and 127.0.0.1 are refused at their pointers, and the server hears nothing', async () => {
    const { port, requests, server } = await startSchemaServer();
    try {
      const spec = specWith(`$ref: 'http://0.0.0.0:${port}/pet.yaml'`).replace('info:', `x-other: {$ref: 'http://127.0.0.1:${port}/other.yaml'}\ninfo:`);
      const result = await buildTestSite(await makeSpecSite({ 'specs/pets.yaml': spec }));
      expect(result.exitCode).toBe(1);
      expect(reported(result)).toEqual([
        {
          code: 'openapi-ref-refused',
          location: { file: 'specs/pets.yaml', pointer: '/x-other' },
          message: `$ref to http://127.0.0.1:${port}/other.yaml refused: docs-gen fetches nothing from 127.0.0.1:${port} unless api.allowRemoteRefs lists it`,
        },
        {
          code: 'openapi-ref-refused',
          location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
          message: `$ref to http://0.0.0.0:${port}/pet.yaml refused: docs-gen fetches nothing from 0.0.0.0:${port} unless api.allowRemoteRefs lists it`,
        },
      ]);
      expect(result.diagnostics[1]!.hint).toBe(
        `Save the file into specs/ and refer to it by its path, or add "0.0.0.0:${port}" to api.allowRemoteRefs in the site config.`,
      );
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  });

  it('fetches a $ref whose host api.allowRemoteRefs lists, once for validation and bundling together', async () => {
    const { port, requests, server } = await startSchemaServer();
    try {
      const site = await makeSpecSite(
        { 'specs/pets.yaml': specWith(`$ref: 'http://127.0.0.1:${port}/pet.yaml'`) },
        "title: 'Specs', api: { allowRemoteRefs: ['127.0.0.1'] }",
      );
      const result = await buildTestSite(site);
      expect(result.exitCode, JSON.stringify(result.diagnostics)).toBe(0);
      expect(await readFile(path.join(site.root, 'build/api/pets/index.html'), 'utf8')).toContain('A pet from the schema server');
      expect(requests).toEqual(['/pet.yaml']);
    } finally {
      server.close();
    }
  });

  it('refuses a redirect from a listed host to one that is not listed, and other schemes', async () => {
    const { port, requests, server } = await startSchemaServer((serverPort) => `http://localhost:${serverPort}/pet.yaml`);
    try {
      const spec = specWith(`$ref: 'http://127.0.0.1:${port}/moved'`).replace('info:', "x-other: {$ref: 'ftp://example.com/pet.yaml'}\ninfo:");
      const result = await buildTestSite(await makeSpecSite({ 'specs/pets.yaml': spec }, `title: 'Specs', api: { allowRemoteRefs: ['127.0.0.1:${port}'] }`));
      expect(result.exitCode).toBe(1);
      expect(reported(result)).toEqual([
        {
          code: 'openapi-ref-refused',
          location: { file: 'specs/pets.yaml', pointer: '/x-other' },
          message: '$ref to ftp://example.com/pet.yaml refused: only files and http(s) URLs can be referenced, not ftp:',
        },
        {
          code: 'openapi-ref-refused',
          location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
          message: `$ref to http://127.0.0.1:${port}/moved refused: http://127.0.0.1:${port}/moved redirects to http://localhost:${port}/pet.yaml, and api.allowRemoteRefs does not list localhost:${port}`,
        },
      ]);
      expect(requests).toEqual(['/moved']);
    } finally {
      server.close();
    }
  });
});

describe('remote $refs, as an attacker or a careless author writes them', () => {
  /** A server answering `/huge` with 1 MB chunks (as fast as they are read) up to 200 MB, `/declared-huge` with a 3 GB Content-Length, 404 otherwise. */
  async function startHostileServer(): Promise<{ port: number; sent: () => number; server: Server }> {
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const server = createServer((request, response) => {
      if (request.url === '/declared-huge') {
        response.writeHead(200, { 'content-length': String(3 * 1024 ** 3) });
        response.write('type: object\n');
        return;
      }
      if (request.url !== '/huge') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/yaml' });
      const more = () => {
        while (sent < 200 * chunk.length && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', more);
        }
        response.end();
      };
      more();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, sent: () => sent, server };
  }

  it('never shows the credentials a $ref URL carries: user, password and secret query values are written as ***', async () => {
    const { port, server } = await startHostileServer();
    try {
      const spec = specWith(`$ref: 'http://alice:s3cret-pass@example.com/pet.yaml'`).replace(
        'info:',
        `x-other: {$ref: 'http://127.0.0.1:${port}/missing.yaml?api_key=abc123&v=2'}\ninfo:`,
      );
      const result = await buildTestSite(await makeSpecSite({ 'specs/pets.yaml': spec }, `title: 'Specs', api: { allowRemoteRefs: ['127.0.0.1:${port}'] }`));
      expect(result.exitCode).toBe(1);
      const printed = JSON.stringify(result.diagnostics);
      expect(printed).not.toContain('s3cret-pass');
      expect(printed).not.toContain('alice');
      expect(printed).not.toContain('abc123');
      expect(reported(result).map((diagnostic) => diagnostic.message)).toEqual([
        expect.stringContaining(`http://127.0.0.1:${port}/missing.yaml?api_key=***&v=2: HTTP 404`),
        '$ref to http://***@example.com/pet.yaml refused: docs-gen fetches nothing from example.com unless api.allowRemoteRefs lists it',
      ]);
    } finally {
      server.close();
    }
  });

  it('stops reading an answer past 50 MB, whether it says so or streams it, and refuses the $ref at its pointer', async () => {
    const { port, sent, server } = await startHostileServer();
    try {
      const spec = specWith(`$ref: 'http://127.0.0.1:${port}/huge'`).replace('info:', `x-other: {$ref: 'http://127.0.0.1:${port}/declared-huge'}\ninfo:`);
      const result = await buildTestSite(await makeSpecSite({ 'specs/pets.yaml': spec }, `title: 'Specs', api: { allowRemoteRefs: ['127.0.0.1:${port}'] }`));
      expect(result.exitCode).toBe(1);
      expect(reported(result)).toEqual([
        {
          code: 'openapi-ref-refused',
          location: { file: 'specs/pets.yaml', pointer: '/x-other' },
          message: `$ref to http://127.0.0.1:${port}/declared-huge refused: its answer is larger than 50 MB, the most docs-gen reads for one $ref`,
        },
        {
          code: 'openapi-ref-refused',
          location: { file: 'specs/pets.yaml', pointer: SCHEMA_POINTER },
          message: `$ref to http://127.0.0.1:${port}/huge refused: its answer is larger than 50 MB, the most docs-gen reads for one $ref`,
        },
      ]);
      // Read up to the limit, then the connection was closed: the server could send little more than that.
      expect(sent()).toBeLessThan(120 * 1024 * 1024);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('spec files that do not parse', () => {
  it('locates a YAML syntax error at its line and column, in the terminal too', async () => {
    const site = await makeSpecSite({
      'specs/bad.yaml': 'openapi: 3.0.3\ninfo:\n  title: Bad\n  version: "1"\npaths:\n  /a: {get: {responses: {200: {description: ok}}\n',
    });
    const run = await buildSite(site.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('specs/bad.yaml:7:1  error  The spec is not valid YAML: ');
    expect(run.stderr).toContain('[openapi-invalid]');
    // The code frame shows the place.
    expect(run.stderr).toMatch(/> 7 \| \n/);
  });

  it('locates a JSON syntax error at its line and column', async () => {
    const result = await buildTestSite(
      await makeSpecSite({ 'specs/bad.json': '{\n  "openapi": "3.0.3",\n  "info": {"title": "Bad", "version": "1"},\n  "paths": {},\n}\n' }),
    );
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-invalid',
        location: { file: 'specs/bad.json', line: 5, column: 1 },
        message: 'The spec is not valid JSON: expected property name, found "}"',
      },
    ]);
  });

  it('locates a syntax error in a file a $ref names', async () => {
    const result = await buildTestSite(
      await makeSpecSite({ 'specs/pets.yaml': specWith("$ref: 'shared/pet.yaml'"), 'specs/shared/pet.yaml': 'type: object\nproperties: {a: 1\n' }),
    );
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-invalid',
        location: { file: 'specs/shared/pet.yaml', line: 3, column: 1 },
        message: expect.stringMatching(/^specs\/shared\/pet\.yaml, which specs\/pets\.yaml refers to, is not valid YAML: /),
      },
    ]);
  });

  it('stops an alias bomb at once, at the value that expands', async () => {
    const spec = `${specWith('type: object')}x-bomb:\n${aliasBomb('  ')}\n`;
    const result = await buildTestSite(await makeSpecSite({ 'specs/bomb.yaml': spec }));
    expect(result.exitCode).toBe(1);
    // At once, by count rather than by clock: this message is made only when the YAML package's copy counter stops
    // the conversion at 1,000 copies of one value, so no value standing for the bomb's 9^9 strings reaches the spec's checks.
    expect(reported(result)).toEqual([
      {
        code: 'openapi-invalid',
        location: { file: 'specs/bomb.yaml', line: 18, column: 10 },
        message:
          'The spec is beyond what docs-gen reads: Aliases here expand into more than 1000 copies of one value (nested aliases multiply); write the values out, or nest fewer aliases',
      },
    ]);
  });

  it('reports duplicate keys at the second one', async () => {
    const result = await buildTestSite(await makeSpecSite({ 'specs/pets.yaml': specWith('type: object').replace('paths:', 'paths: {}\npaths:') }));
    expect(result.exitCode).toBe(1);
    expect(reported(result)).toEqual([
      {
        code: 'openapi-invalid',
        location: { file: 'specs/pets.yaml', line: 4, column: 1 },
        message: 'The spec is not valid YAML: Duplicate key "paths" (first at line 3); keep one',
      },
    ]);
  });
});
