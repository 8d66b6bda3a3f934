// The resized images on disk, bounded in bytes: when a write takes the total past the budget, the
// least recently used files go until it is back under nine tenths of it.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface Entry {
  bytes: number;
  usedAt: number;
}

export class DiskCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private loaded: Promise<void> | null = null;

  constructor(
    private readonly dir: string,
    private readonly budgetBytes: number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  async read(name: string): Promise<Buffer | null> {
    await this.load();
    const entry = this.entries.get(name);
    if (!entry) return null;
    const data = await readFile(path.join(this.dir, name)).catch(() => null);
    if (!data) this.forget(name);
    else entry.usedAt = Date.now();
    return data;
  }

  // Written aside and renamed, so a concurrent reader never sees half a file. A full or read-only
  // disk only costs the cache, never the answer.
  async write(name: string, data: Buffer): Promise<void> {
    await this.load();
    if (data.length > this.budgetBytes / 10) return;
    const file = path.join(this.dir, name);
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch {
      await unlink(tmp).catch(() => undefined);
      return;
    }
    this.forget(name);
    this.entries.set(name, { bytes: data.length, usedAt: Date.now() });
    this.total += data.length;
    if (this.total > this.budgetBytes) await this.evict();
  }

  private forget(name: string) {
    const entry = this.entries.get(name);
    if (!entry) return;
    this.total -= entry.bytes;
    this.entries.delete(name);
  }

  private async evict() {
    const target = this.budgetBytes * 0.9;
    const oldestFirst = [...this.entries].sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [name] of oldestFirst) {
      if (this.total <= target) break;
      this.forget(name);
      await unlink(path.join(this.dir, name)).catch(() => undefined);
    }
  }

  /** What an earlier process left, oldest modification first. */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      const names = await readdir(this.dir).catch(() => [] as string[]);
      for (const name of names) {
        const info = await stat(path.join(this.dir, name)).catch(() => null);
        if (!info?.isFile()) continue;
        if (name.endsWith('.tmp')) {
          await unlink(path.join(this.dir, name)).catch(() => undefined);
          continue;
        }
        this.entries.set(name, { bytes: info.size, usedAt: info.mtimeMs });
        this.total += info.size;
      }
      if (this.total > this.budgetBytes) await this.evict();
    })();
    return this.loaded;
  }
}
