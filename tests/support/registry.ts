/**
 * A local npm registry for the sent-projects stage: it answers for the
 * stand-in packages (their packument and tarball, under the real package name
 * and version) and passes every other request through to the npm registry.
 * A project is then installed with a plain `npm install --registry <this>`,
 * its package.json exactly as the page sent it.
 */
import {createHash} from 'node:crypto';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {request as httpsRequest} from 'node:https';
import type {AddressInfo} from 'node:net';

export const UPSTREAM = 'https://registry.npmjs.org';

export interface PackedPackage {
  readonly name: string;
  readonly version: string;
  /** The package's package.json, as an object. */
  readonly manifest: Record<string, unknown>;
  readonly tarball: Buffer;
}

export interface LocalRegistry {
  readonly url: string;
  /** Paths of the requests it answered itself (the stand-ins), in order. */
  readonly served: string[];
  close(): Promise<void>;
}

function packument(pkg: PackedPackage, base: string): string {
  const file = `${pkg.name.replace(/^@[^/]+\//, '')}-${pkg.version}.tgz`;
  return JSON.stringify({
    name: pkg.name,
    'dist-tags': {latest: pkg.version},
    versions: {
      [pkg.version]: {
        ...pkg.manifest,
        _id: `${pkg.name}@${pkg.version}`,
        dist: {
          tarball: `${base}/${pkg.name}/-/${file}`,
          shasum: createHash('sha1').update(pkg.tarball).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(pkg.tarball).digest('base64')}`,
        },
      },
    },
  });
}

function passThrough(req: IncomingMessage, res: ServerResponse): void {
  const headers = {...req.headers};
  delete headers.host;
  const upstream = httpsRequest(`${UPSTREAM}${req.url ?? '/'}`, {method: req.method, headers}, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (error) => {
    res.writeHead(502, {'content-type': 'text/plain'});
    res.end(`The npm registry could not be reached: ${error.message}`);
  });
  req.pipe(upstream);
}

export async function startRegistry(packages: readonly PackedPackage[]): Promise<LocalRegistry> {
  const served: string[] = [];
  let base = '';
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    for (const pkg of packages) {
      if (path === `/${pkg.name}`) {
        served.push(path);
        res.writeHead(200, {'content-type': 'application/json'});
        res.end(packument(pkg, base));
        return;
      }
      if (path.startsWith(`/${pkg.name}/-/`)) {
        served.push(path);
        res.writeHead(200, {'content-type': 'application/octet-stream'});
        res.end(pkg.tarball);
        return;
      }
    }
    passThrough(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
