import { DynamicModule, Module } from '@nestjs/common';
import { SupportMessages } from '@liquify/contracts';
import { AuditTrailModule, CoreModule } from '@liquify/service';
import { SupportConfig } from './config';
import { ContactModule } from './contact/contact.module';
import { ContextModule } from './context/context.module';
import { supportSettingSchema } from './contact/support-setting.schema';
import { FaqModule } from './faq/faq.module';
import { faqSchema } from './faq/faq.schema';
import { ticketNoteSchema } from './tickets/ticket-note.schema';
import { ticketSchema } from './tickets/ticket.schema';
import { PeopleModule } from './people/people.module';
import { TicketsModule } from './tickets/tickets.module';

@Module({})
export class AppModule {
  static forRoot(config: SupportConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'support', config, unauthenticatedMessage: SupportMessages.unauthenticated }),
        PeopleModule,
        ContextModule,
        FaqModule,
        TicketsModule,
        ContactModule,
        // Admin writes recorded in the audit log (issue #25 item 10). A reply shows as the ticket's message count.
        AuditTrailModule.forService('support', [
          {
            schema: ticketSchema,
            entity: 'ticket',
            omit: ['messages', 'priorityRank', 'waitingRank', 'waitingSince', 'lastMessageAt'],
          },
          { schema: ticketNoteSchema, entity: 'ticket-note' },
          {
            schema: faqSchema,
            entity: 'faq',
            omit: ['views', 'helpfulVotes', 'unhelpfulVotes', 'answerText', 'questionKey'],
          },
          { schema: supportSettingSchema, entity: 'setting' },
        ]),
      ],
    };
  }
}
