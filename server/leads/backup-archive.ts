/**
 * A directory as a .tar.gz (POSIX ustar), the format PGlite's `loadDataDir` reads back and `tar xzf`
 * opens: the embedded database's backup. Written here because the packages that write tar are not
 * dependencies of the server.
 */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const BLOCK = 512;

/** `value` in octal, zero-padded to `width - 1` digits and a NUL, as tar's numeric fields are. */
const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

function header(path: string, type: 'file' | 'directory', size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  // A name over 100 bytes is split at a slash into ustar's prefix (155 bytes) and name.
  let [prefix, name] = ['', path];
  if (Buffer.byteLength(path) > 100) {
    const cut = path.lastIndexOf('/', path.length - 2);
    [prefix, name] = [path.slice(0, cut), path.slice(cut + 1)];
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`path too long for a tar archive: ${path}`);
  }
  block.write(name, 0, 100);
  block.write(octal(type === 'directory' ? 0o700 : 0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(type === 'directory' ? '5' : '0', 156);
  block.write('ustar\0' + '00', 257);
  block.write(prefix, 345, 155);
  // The checksum is the sum of the header's bytes with its own field counted as spaces.
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${octal(sum, 7)} `, 148);
  return block;
}

/** Every directory and regular file under `dir` (not `skip`, named at its top level), as a tar. */
export function tarDirectory(dir: string, skip: string[] = []): Buffer {
  const parts: Buffer[] = [];
  const add = (relative: string) => {
    for (const name of readdirSync(join(dir, relative)).sort()) {
      if (!relative && skip.includes(name)) continue;
      const path = relative ? `${relative}/${name}` : name;
      const stat = lstatSync(join(dir, path));
      if (stat.isDirectory()) {
        parts.push(header(`${path}/`, 'directory', 0, stat.mtime));
        add(path);
      } else if (stat.isFile()) {
        const data = readFileSync(join(dir, path));
        parts.push(header(path, 'file', data.length, stat.mtime), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
      }
    }
  };
  add('');
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}

/** The tar gzipped (on libuv's threads: the process keeps serving meanwhile). */
export const gzipped = (tar: Buffer): Promise<Buffer> => promisify(gzip)(tar);
