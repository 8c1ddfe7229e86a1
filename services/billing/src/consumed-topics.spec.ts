import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { AccountsConsumer } from './accounts/accounts.consumer';
import { CatalogueItemsConsumer } from './catalogue-items/catalogue-items.consumer';
import { CONSUMED_EVENTS } from './consumed-topics';

describe('consumed topics', () => {
  it('lists exactly the topics the consumers handle', async () => {
    const handled = [AccountsConsumer, CatalogueItemsConsumer].flatMap((cls) =>
      Object.getOwnPropertyNames(cls.prototype)
        .map((name) => Reflect.getMetadata(PATTERN_METADATA, (cls.prototype as unknown as Record<string, object>)[name]) as string[] | undefined)
        .filter((p): p is string[] => Array.isArray(p))
        .flat(),
    );
    expect([...handled].sort()).toEqual(CONSUMED_EVENTS.map((d) => d.topic).sort());
  });
});
