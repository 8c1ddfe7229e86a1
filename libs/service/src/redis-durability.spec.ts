import { Logger } from '@nestjs/common';
import type { Redis } from '@liquify/redis';
import { RedisDurabilityCheck, redisDurabilityProblems } from './redis-durability';

describe('redisDurabilityProblems (issue 22 item 5)', () => {
  it('accepts an append-only, non-evicting Redis', () => {
    expect(redisDurabilityProblems('# Persistence\r\naof_enabled:1\r\n# Memory\r\nmaxmemory_policy:noeviction\r\n')).toEqual([]);
  });

  it('names a Redis without AOF, and one that evicts', () => {
    const problems = redisDurabilityProblems('aof_enabled:0\r\nmaxmemory_policy:allkeys-lru\r\n');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^appendonly is off/);
    expect(problems[1]).toBe('maxmemory-policy is allkeys-lru: a full Redis would silently drop sign-outs and access changes; use noeviction');
  });
});

describe('RedisDurabilityCheck', () => {
  const redis = (info: Record<string, string>) => ({ info: async (section: string) => info[section] ?? '' }) as unknown as Redis;
  afterEach(() => jest.restoreAllMocks());

  it('warns in production only', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const volatile = redis({ persistence: 'aof_enabled:0', memory: 'maxmemory_policy:noeviction' });
    await new RedisDurabilityCheck(volatile, false).onApplicationBootstrap();
    expect(warn).not.toHaveBeenCalled();
    await new RedisDurabilityCheck(volatile, true).onApplicationBootstrap();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^appendonly is off/));
  });

  it('never stops a start when Redis cannot be asked (e.g. INFO disabled on a managed Redis)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const refusing = { info: async () => Promise.reject(new Error("ERR unknown command 'INFO'")) } as unknown as Redis;
    await expect(new RedisDurabilityCheck(refusing, true).onApplicationBootstrap()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Redis durability not checked: ERR unknown command 'INFO'");
  });
});
