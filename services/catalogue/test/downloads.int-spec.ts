import { LibraryEntryAdded } from '@liquify/contracts';
import { buildEnvelope } from '@liquify/kafka';
import { EdgeTags, REDIS } from '@liquify/redis';
import { testInfra, waitFor } from '@liquify/testing';
import { Kafka, logLevel, Producer } from 'kafkajs';
import { DOWNLOADS_SHOWN_WITHIN_MS, DownloadsService } from '../src/downloads/downloads.service';
import { CatalogueHarness } from './support';

jest.setTimeout(60_000);

/** The library's adds count as downloads (library.entry.added.v1 -> downloads + 1, once per event). */
describe('downloads from library adds on real FerretDB + Kafka + Redis', () => {
  let h: CatalogueHarness;
  let producer: Producer;

  beforeAll(async () => {
    h = await CatalogueHarness.start({ observe: false });
    const { kafkaBrokers } = await testInfra();
    producer = new Kafka({ clientId: 'downloads-test', brokers: kafkaBrokers, logLevel: logLevel.NOTHING }).producer({ allowAutoTopicCreation: true });
    await producer.connect();
  });
  afterAll(async () => {
    await producer?.disconnect();
    await h?.close();
  });

  const added = (kind: 'module' | 'section', item: { _id: string; slug: string }) =>
    buildEnvelope(LibraryEntryAdded, { entryId: `e${Math.random().toString(16).slice(2)}`, userId: 'u1', kind, catalogueId: item._id, slug: item.slug, title: 't', description: '', category: 'header', thumbnail: '', featured: false, createdAt: new Date().toISOString() }, 'library');
  const send = (envelope: ReturnType<typeof added>) => producer.send({ topic: `${h.config.KAFKA_TOPIC_PREFIX}${LibraryEntryAdded.topic}`, messages: [{ key: envelope.data.entryId, value: JSON.stringify(envelope) }] });

  it('counts each add of a module once (a redelivered event is not counted again), and the public detail shows it at once', async () => {
    const module = await h.createModule({ status: 'published', templateCode: '<b>${x}</b>' });
    expect(module.downloads).toBe(0);
    const first = added('module', module);
    await send(first);
    await send(first);
    await send(added('module', module));
    await waitFor(async () => (await h.http('GET', `/api/modules/${module.slug}`)).body.data?.downloads === 2, { timeout: 20_000, message: 'downloads to reach 2' });
    await new Promise((r) => setTimeout(r, 500));
    const detail = (await h.http('GET', `/api/modules/${module.slug}`)).body.data;
    expect(detail.downloads).toBe(2);
    expect(detail.updatedAt).toBe(module.updatedAt);
  });

  it('counts adds of a section as its downloads', async () => {
    const section = await h.createSection({ status: 'published' });
    await send(added('section', section));
    await waitFor(async () => (await h.http('GET', `/api/sections/${section.slug}`)).body.data?.downloads === 1, { timeout: 20_000, message: 'the section download' });
  });

  it('moves the catalogue list’s edge tag once for the downloads counted within DOWNLOADS_SHOWN_WITHIN_MS, not once each', async () => {
    const tags = new EdgeTags(h.app.get(REDIS), h.config.REDIS_KEY_PREFIX);
    const module = await h.createModule({ status: 'published', templateCode: '<b>${x}</b>' });
    await h.app.get(DownloadsService).bumpDue(); // the earlier tests' downloads
    const before = (await tags.version('catalogue.modules'))!;
    for (let i = 0; i < 3; i++) await send(added('module', module));
    await waitFor(async () => (await h.http('GET', `/api/modules/${module.slug}`)).body.data?.downloads === 3, { timeout: 20_000, message: 'three downloads' });
    await waitFor(async () => (await tags.version('catalogue.modules'))! > before, { timeout: DOWNLOADS_SHOWN_WITHIN_MS + 5_000, message: 'the tag to move' });
    await new Promise((r) => setTimeout(r, 500));
    expect(await tags.version('catalogue.modules')).toBe(before + 1);
  });
});
