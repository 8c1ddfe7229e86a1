import { patchKafkajs } from './kafkajs-patch';

describe('patchKafkajs', () => {
  const where = { module: 'kafkajs/src/x', file: 'kafkajs-x.ts' };

  it('replaces a method once, whatever the number of calls, each replacement given the original', () => {
    class Thing {
      greet() {
        return 'hi';
      }
    }
    const marker = Symbol('spec.once');
    const patch = () =>
      patchKafkajs(Thing.prototype, marker, where, {
        greet: (original) =>
          function (this: Thing) {
            return `${original.call(this)}!`;
          },
      });
    patch();
    patch();
    expect(new Thing().greet()).toBe('hi!');
  });

  it('fails loudly, naming the patch to review, when kafkajs no longer has a method', () => {
    const proto = { kept: () => 1 } as { kept: () => number; gone?: () => number };
    expect(() => patchKafkajs(proto, Symbol('spec.gone'), where, { kept: (f) => f, gone: (f) => f })).toThrow(
      'kafkajs/src/x has no gone: review libs/kafka/src/kafkajs-x.ts for this kafkajs version',
    );
    expect(proto.kept()).toBe(1); // nothing replaced
  });
});
