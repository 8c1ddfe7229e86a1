import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { Seed, Seeder, SeedRunner } from './seeding';

const ran: string[] = [];

@Seeder('first')
@Injectable()
class FirstSeed implements Seed {
  async run() {
    ran.push('first');
    return '2 things';
  }
}

@Seeder('disabled')
@Injectable()
class DisabledSeed implements Seed {
  enabled() {
    return false;
  }
  async run() {
    ran.push('disabled');
  }
}

@Seeder('second')
@Injectable()
class SecondSeed implements Seed {
  async run() {
    ran.push('second');
  }
}

@Module({ imports: [DiscoveryModule], providers: [SeedRunner, FirstSeed, DisabledSeed, SecondSeed] })
class SeedsModule {}

describe('SeedRunner', () => {
  beforeEach(() => ran.splice(0));

  it('runs every enabled @Seeder once at start, in registration order, skipping disabled ones', async () => {
    const app = await Test.createTestingModule({ imports: [SeedsModule] }).compile();
    await app.init();
    expect(ran).toEqual(['first', 'second']);
    expect(await app.get(SeedRunner).runAll()).toEqual({ first: '2 things', second: undefined });
    await app.close();
  });

  it('fails the start when a seed fails', async () => {
    @Seeder('broken')
    @Injectable()
    class BrokenSeed implements Seed {
      async run(): Promise<void> {
        throw new Error('seed file unreadable');
      }
    }
    const app = await Test.createTestingModule({ imports: [DiscoveryModule], providers: [SeedRunner, BrokenSeed] }).compile();
    await expect(app.init()).rejects.toThrow('seed file unreadable');
  });
});
