import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventData, EventEnvelope, LibraryEntryAdded } from '@liquify/contracts';
import { OnEvent } from '@liquify/kafka';
import { DownloadsService } from './downloads.service';

/** library.entry.added.v1 -> the item's downloads (the event server de-duplicates redeliveries by event id). */
@Controller()
export class DownloadsConsumer {
  constructor(private readonly downloads: DownloadsService) {}

  @OnEvent(LibraryEntryAdded)
  async onEntryAdded(@Payload() event: EventEnvelope<EventData<typeof LibraryEntryAdded>>) {
    await this.downloads.countDownload(event.data.kind, event.data.catalogueId);
  }
}
