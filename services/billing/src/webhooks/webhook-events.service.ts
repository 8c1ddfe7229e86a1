import { Injectable } from '@nestjs/common';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhookEventDoc } from './webhook-events.schema';

/** What other billing features may read of the provider events processed (the admin's provider status). */
@Injectable()
export class WebhookEventsService {
  constructor(private readonly events: WebhookEventsRepository) {}

  /** The newest event processed from one of these sources, or null. */
  lastFrom(sources: string[]): Promise<WebhookEventDoc | null> {
    return this.events.lastFrom(sources);
  }
}
