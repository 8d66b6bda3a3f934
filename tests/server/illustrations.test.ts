// The demo pictures: every subject the demo catalogue, challenges and news use most has its own
// illustrated scene, drawn the same on every seed run, at the size the images table expects.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { illustration } from '../../server/seed/art/illustrations';
import { palettes, product, scene } from '../../server/seed/art/pictures';
import { random } from '../../server/seed/art/svg';

const SUBJECTS = ['cup', 'bread', 'bike', 'paddle', 'wave', 'sun', 'tree', 'leaf', 'compass', 'backpack', 'mountain', 'ticket', 'tent', 'store', 'gift', 'percent', 'bottle', 'snowflake'];

describe('demo illustrations', () => {
  it('draw a scene of several shapes for each subject, each different from the others', () => {
    const drawn = SUBJECTS.map((subject) => illustration(subject, palettes.aurora, random(1))!.body);
    for (const body of drawn) expect(body.match(/<(path|rect|circle|ellipse)/g)!.length).toBeGreaterThan(6);
    expect(new Set(drawn).size).toBe(SUBJECTS.length);
  });

  it('are deterministic per seed and vary with it', () => {
    expect(scene('bike', 'teal', 7)).toBe(scene('bike', 'teal', 7));
    expect(scene('bike', 'teal', 7)).not.toBe(scene('bike', 'teal', 8));
  });

  it('keep the icon art for a subject without a scene', () => {
    expect(illustration('question', palettes.aurora, random(1))).toBeNull();
    expect(scene('question', 'aurora', 1)).toContain('url(#shadow)');
  });

  it('rasterise to 900x600 PNGs', async () => {
    const png = await sharp(Buffer.from(product('cup', 'sunset', 200))).png().toBuffer();
    expect(png.readUInt32BE(16)).toBe(900);
    expect(png.readUInt32BE(20)).toBe(600);
  });
});
