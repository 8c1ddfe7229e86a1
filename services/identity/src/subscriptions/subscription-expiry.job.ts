import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { PeriodicJob, RedisLease } from '@liquify/redis';
import { SERVICE_CONFIG } from '@liquify/service';
import type { IdentityConfig } from '../config';
import { SubscriptionsService } from './subscriptions.service';

/**
 * A cancelled subscription keeps access until its paid period ends; this small interval job then moves the
 * user to the free plan (status cancelled), in case billing sends nothing more. It runs once per interval
 * across identity's replicas (PeriodicJob), not once per pod.
 */
@Injectable()
export class SubscriptionExpiryJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SubscriptionExpiryJob.name);
  private job?: PeriodicJob;
  private running?: Promise<void>;

  constructor(
    private readonly subscriptions: SubscriptionsService,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly lease: RedisLease,
  ) {}

  onApplicationBootstrap() {
    this.job = new PeriodicJob(this.lease, { name: 'subscription-expiry', intervalMs: this.config.SUBSCRIPTION_EXPIRY_CHECK_MS, run: () => this.runOnce(), logger: this.logger });
    this.job.start();
  }

  async onApplicationShutdown() {
    await this.job?.stop();
    await this.running;
  }

  /** One check; overlapping runs are skipped. */
  runOnce(now = new Date()): Promise<void> {
    this.running ??= this.subscriptions
      .expireEndedCancellations(now)
      .then((n) => {
        if (n) this.logger.log(`${n} subscription(s) moved to the free plan after their cancelled period ended`);
      })
      .catch((err: Error) => this.logger.warn(`subscription expiry check failed: ${err.message}`))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
