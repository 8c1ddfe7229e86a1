import { testInfra, uniqueName } from '@liquify/testing';
import mongoose, { Schema } from 'mongoose';
import { KeyedPointReads, type KeyHints } from '../src';

jest.setTimeout(60_000);

interface Item {
  _id: mongoose.Types.ObjectId;
  slug: string;
  status: string;
  trashedAt: Date | null;
}

/** KeyedPointReads on the real FerretDB: by slug through the id it last named, never an answer a query would not give. */
describe('KeyedPointReads', () => {
  let connection: mongoose.Connection;
  let Items: mongoose.Model<Item>;
  let reads: KeyedPointReads;
  const LIVE = { trashedAt: null };

  beforeAll(async () => {
    connection = await mongoose
      .createConnection((await testInfra(['mongo'])).mongoUrl, {
        dbName: uniqueName('keyed').replace(/-/g, '_'),
      })
      .asPromise();
    Items = connection.model(
      'Item',
      new Schema<Item>(
        { slug: String, status: String, trashedAt: { type: Date, default: null } },
        { versionKey: false },
      ),
      'items',
    );
  });
  beforeEach(() => {
    reads = new KeyedPointReads(Items, 'slug');
  });
  afterAll(async () => {
    await connection.dropDatabase().catch(() => undefined);
    await connection.close();
  });

  /** The filters of the queries `work` sends. */
  async function queriesOf(work: () => Promise<unknown>): Promise<string[]> {
    const spy = jest.spyOn(Items, 'findOne');
    try {
      await work();
      return spy.mock.calls.map(([filter]) =>
        Object.keys(filter as object)
          .sort()
          .join(','),
      );
    } finally {
      spy.mockRestore();
    }
  }

  it('asks by the field once, then by the id alone while it still names the document', async () => {
    const { _id } = await Items.create({ slug: 'hero', status: 'published' });
    expect(
      await queriesOf(async () =>
        expect((await reads.findOne<Item>('hero', { ...LIVE, status: 'published' }))?._id).toEqual(_id),
      ),
    ).toEqual(['slug,status,trashedAt']);
    expect(
      await queriesOf(async () =>
        expect((await reads.findOne<Item>('hero', { ...LIVE, status: 'published' }))?._id).toEqual(_id),
      ),
    ).toEqual(['_id']);
  });

  it('answers what the query answers after a rename, a trashing, a status change and a new document taking the slug', async () => {
    const first = await Items.create({ slug: 'banner', status: 'published' });
    expect((await reads.findOne<Item>('banner', LIVE))?._id).toEqual(first._id);

    await Items.updateOne({ _id: first._id }, { $set: { slug: 'banner-2' } });
    expect(await reads.findOne('banner', LIVE)).toBeNull();
    expect((await reads.findOne<Item>('banner-2', LIVE))?._id).toEqual(first._id);

    await Items.updateOne({ _id: first._id }, { $set: { status: 'draft' } });
    expect(await reads.findOne('banner-2', { ...LIVE, status: 'published' })).toBeNull();
    expect((await reads.findOne<Item>('banner-2', LIVE))?.status).toBe('draft');

    await Items.updateOne({ _id: first._id }, { $set: { trashedAt: new Date() } });
    expect(await reads.findOne('banner-2', LIVE)).toBeNull();

    // Another document takes the slug the remembered one held: the read goes back to the query and finds it.
    const second = await Items.create({ slug: 'banner-2', status: 'published' });
    expect((await reads.findOne<Item>('banner-2', LIVE))?._id).toEqual(second._id);
    await Items.deleteOne({ _id: second._id });
    expect(await reads.findOne('banner-2', LIVE)).toBeNull();
  });

  it('never remembers a value that named nothing', async () => {
    expect(await reads.findOne('later', LIVE)).toBeNull();
    const { _id } = await Items.create({ slug: 'later', status: 'published' });
    expect((await reads.findOne<Item>('later', LIVE))?._id).toEqual(_id);
  });

  it('with several fields, finds the document holding the value in any of them, and follows it when it moves to the other', async () => {
    const Links = connection.model('Link', new Schema({ current: String, legacy: String }, { versionKey: false }), 'links');
    const byEither = new KeyedPointReads(Links, ['current', 'legacy']);
    const { _id } = await Links.create({ current: 'h2', legacy: 'h1' });
    expect((await byEither.findOne<{ _id: unknown }>('h1'))?._id).toEqual(_id);
    expect((await byEither.findOne<{ _id: unknown }>('h2'))?._id).toEqual(_id);
    const spy = jest.spyOn(Links, 'findOne');
    await byEither.findOne('h2');
    expect(spy.mock.calls.map(([filter]) => Object.keys(filter as object))).toEqual([['_id']]);
    spy.mockRestore();
    await Links.updateOne({ _id }, { $set: { current: 'h3', legacy: null } });
    expect(await byEither.findOne('h1')).toBeNull();
    expect(await byEither.findOne('h2')).toBeNull();
    expect((await byEither.findOne<{ _id: unknown }>('h3'))?._id).toEqual(_id);
  });

  describe('with hints shared by the replicas', () => {
    /** A service's hint store as every replica sees it (Redis in the product: libs/redis RedisKeyHints). */
    const sharedHints = () => {
      const map = new Map<string, string>();
      const hints: KeyHints = { get: async (value) => map.get(value), set: async (value, id) => void map.set(value, id) };
      return { map, hints };
    };

    it('a value one replica found is read by `_id` on the other', async () => {
      const { hints } = sharedHints();
      const [first, second] = [new KeyedPointReads(Items, 'slug', { hints }), new KeyedPointReads(Items, 'slug', { hints })];
      const { _id } = await Items.create({ slug: 'shared', status: 'published' });
      expect(await queriesOf(() => first.findOne('shared', LIVE))).toEqual(['slug,trashedAt']);
      expect(await queriesOf(async () => expect((await second.findOne<Item>('shared', LIVE))?._id).toEqual(_id))).toEqual(['_id']);
    });

    it('a document just written is read by `_id` on every replica once remembered', async () => {
      const { hints } = sharedHints();
      const writer = new KeyedPointReads(Items, 'slug', { hints });
      const { _id } = await Items.create({ slug: 'fresh', status: 'published' });
      await writer.remember('fresh', _id);
      const other = new KeyedPointReads(Items, 'slug', { hints });
      expect(await queriesOf(async () => expect((await other.findOne<Item>('fresh', LIVE))?._id).toEqual(_id))).toEqual(['_id']);
    });

    it('a wrong, stale or unreadable hint answers what the query answers, and is corrected', async () => {
      const { map, hints } = sharedHints();
      const reads = new KeyedPointReads(Items, 'slug', { hints });
      const target = await Items.create({ slug: 'aimed', status: 'published' });
      const decoy = await Items.create({ slug: 'decoy', status: 'published' });
      map.set('aimed', String(decoy._id));
      expect((await reads.findOne<Item>('aimed', LIVE))?._id).toEqual(target._id);
      expect(map.get('aimed')).toBe(String(target._id));
      map.set('decoy', 'not-an-object-id');
      expect((await new KeyedPointReads(Items, 'slug', { hints }).findOne<Item>('decoy', LIVE))?._id).toEqual(decoy._id);
      // Trashed since the hint was written: the hinted document no longer matches, and nothing else does.
      await Items.updateOne({ _id: target._id }, { $set: { trashedAt: new Date() } });
      expect(await new KeyedPointReads(Items, 'slug', { hints }).findOne('aimed', LIVE)).toBeNull();
    });

    it('reads with the projection asked for, through a hint as through the query', async () => {
      const Secrets = connection.model('Secret', new Schema({ email: String, hash: { type: String, select: false } }, { versionKey: false }), 'secrets');
      const { hints } = sharedHints();
      await Secrets.create({ email: 'a@example.com', hash: 'h1' });
      const first = new KeyedPointReads(Secrets, 'email', { hints });
      expect(await first.findOne<{ hash?: string }>('a@example.com')).not.toHaveProperty('hash');
      expect((await first.findOne<{ hash?: string }>('a@example.com', {}, { select: '+hash' }))?.hash).toBe('h1');
      const second = new KeyedPointReads(Secrets, 'email', { hints });
      expect((await second.findOne<{ hash?: string }>('a@example.com', {}, { select: '+hash' }))?.hash).toBe('h1');
    });

    it('with an inclusion projection, still checks the value and `where` on the document read by `_id`', async () => {
      const { hints } = sharedHints();
      const { _id } = await Items.create({ slug: 'narrow', status: 'published' });
      const reads = new KeyedPointReads(Items, 'slug', { hints });
      expect(await reads.findOne('narrow', LIVE, { select: 'status' })).toMatchObject({ _id, status: 'published' });
      await Items.updateOne({ _id }, { $set: { trashedAt: new Date() } });
      expect(await new KeyedPointReads(Items, 'slug', { hints }).findOne('narrow', LIVE, { select: 'status' })).toBeNull();
      expect(await reads.findOne('narrow', LIVE, { select: 'status' })).toBeNull();
    });
  });
});
